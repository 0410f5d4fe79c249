module rustpqc.dev/loadclient

go 1.25
