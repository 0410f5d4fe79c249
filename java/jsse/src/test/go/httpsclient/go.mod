module dev.rustpqc/httpsclient

go 1.25
