module dev.rustpqc/jose/jwspeer

go 1.27.3

require github.com/lestrrat-go/jwx/v4 v4.6.0

require (
	github.com/lestrrat-go/dsig v1.4.0 // indirect
	github.com/lestrrat-go/option/v3 v3.0.0-alpha1 // indirect
)
