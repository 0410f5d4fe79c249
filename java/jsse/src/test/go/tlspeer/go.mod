module rustpqc.dev/tlspeer

go 1.25
