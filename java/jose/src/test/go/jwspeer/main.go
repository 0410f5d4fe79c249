// jwspeer is the independent JOSE implementation of rustpqc-jose's interop tests: lestrrat-go/jwx
// v4 over Go 1.27's crypto/mldsa (RFC 9964's ML-DSA-44/65/87 JWS algorithms and AKP JWKs). It reads
// one JSON request a line on stdin and answers each with one JSON line on stdout; it opens no
// socket and reads no file.
//
//	{"op":"keygen","alg":"ML-DSA-65"}                  -> {"jwk":{private AKP JWK}}
//	{"op":"thumbprint","jwk":{...}}                    -> {"thumbprint":"base64url SHA-256"}
//	{"op":"sign","jwk":{private},"payload":"b64url"}   -> {"jws":"compact JWS"}
//	{"op":"sign-jwt","jwk":{private},"claims":{...}}   -> {"jws":"compact JWT, typ JWT"}
//	{"op":"verify","jwks":{JWK set},"jws":"..."}       -> {"ok":true,"payload":"b64url"} or {"ok":false,"reason":"..."}
//	{"op":"verify-jwt","jwks":{JWK set},"jws":"...","issuer":"..."} -> {"ok":true,"subject":"..."} or {"ok":false,...}
//
// A request it cannot carry out is answered {"error":"..."} and the peer goes on.
package main

import (
	"bufio"
	"crypto"
	"crypto/mldsa"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"os"

	"github.com/lestrrat-go/jwx/v4/jwa"
	"github.com/lestrrat-go/jwx/v4/jwk"
	"github.com/lestrrat-go/jwx/v4/jws"
	"github.com/lestrrat-go/jwx/v4/jwt"
)

type request struct {
	Op      string          `json:"op"`
	Alg     string          `json:"alg"`
	JWK     json.RawMessage `json:"jwk"`
	JWKS    json.RawMessage `json:"jwks"`
	Payload string          `json:"payload"`
	Claims  json.RawMessage `json:"claims"`
	JWS     string          `json:"jws"`
	Issuer  string          `json:"issuer"`
}

func main() {
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 1<<20), 16<<20)
	out := json.NewEncoder(os.Stdout)
	for in.Scan() {
		var req request
		var answer map[string]any
		var err error
		if err = json.Unmarshal(in.Bytes(), &req); err == nil {
			answer, err = handle(req)
		}
		if err != nil {
			answer = map[string]any{"error": err.Error()}
		}
		if err := out.Encode(answer); err != nil {
			fmt.Fprintln(os.Stderr, "jwspeer:", err)
			os.Exit(1)
		}
	}
	if err := in.Err(); err != nil {
		fmt.Fprintln(os.Stderr, "jwspeer:", err)
		os.Exit(1)
	}
}

func handle(req request) (map[string]any, error) {
	switch req.Op {
	case "keygen":
		params, err := parameters(req.Alg)
		if err != nil {
			return nil, err
		}
		sk, err := mldsa.GenerateKey(params)
		if err != nil {
			return nil, err
		}
		key, err := jwk.Import[jwk.Key](sk)
		if err != nil {
			return nil, err
		}
		return map[string]any{"jwk": key}, nil
	case "thumbprint":
		key, err := jwk.ParseKey(req.JWK)
		if err != nil {
			return nil, err
		}
		sum, err := key.Thumbprint(crypto.SHA256)
		if err != nil {
			return nil, err
		}
		return map[string]any{"thumbprint": base64.RawURLEncoding.EncodeToString(sum)}, nil
	case "sign":
		key, alg, err := signingKey(req.JWK)
		if err != nil {
			return nil, err
		}
		payload, err := base64.RawURLEncoding.DecodeString(req.Payload)
		if err != nil {
			return nil, err
		}
		signed, err := jws.Sign(payload, jws.WithKey(alg, key))
		if err != nil {
			return nil, err
		}
		return map[string]any{"jws": string(signed)}, nil
	case "sign-jwt":
		key, alg, err := signingKey(req.JWK)
		if err != nil {
			return nil, err
		}
		token := jwt.New()
		if err := json.Unmarshal(req.Claims, token); err != nil {
			return nil, err
		}
		signed, err := jwt.Sign(token, jwt.WithKey(alg, key))
		if err != nil {
			return nil, err
		}
		return map[string]any{"jws": string(signed)}, nil
	case "verify":
		set, err := jwk.Parse(req.JWKS)
		if err != nil {
			return nil, err
		}
		payload, err := jws.Verify([]byte(req.JWS), jws.WithKeySet(set))
		if err != nil {
			return map[string]any{"ok": false, "reason": err.Error()}, nil
		}
		return map[string]any{"ok": true, "payload": base64.RawURLEncoding.EncodeToString(payload)}, nil
	case "verify-jwt":
		set, err := jwk.Parse(req.JWKS)
		if err != nil {
			return nil, err
		}
		token, err := jwt.Parse([]byte(req.JWS), jwt.WithKeySet(set), jwt.WithValidate(true), jwt.WithIssuer(req.Issuer))
		if err != nil {
			return map[string]any{"ok": false, "reason": err.Error()}, nil
		}
		subject, _ := token.Subject()
		return map[string]any{"ok": true, "subject": subject}, nil
	}
	return nil, fmt.Errorf("unknown op %q", req.Op)
}

// signingKey parses a private AKP JWK and returns it with the algorithm its "alg" names.
func signingKey(data json.RawMessage) (jwk.Key, jwa.SignatureAlgorithm, error) {
	key, err := jwk.ParseKey(data)
	if err != nil {
		return nil, jwa.EmptySignatureAlgorithm(), err
	}
	alg, ok := key.Algorithm()
	if !ok {
		return nil, jwa.EmptySignatureAlgorithm(), fmt.Errorf(`the JWK has no "alg"`)
	}
	signature, ok := jwa.LookupSignatureAlgorithm(alg.String())
	if !ok {
		return nil, jwa.EmptySignatureAlgorithm(), fmt.Errorf("unknown JWS algorithm %q", alg)
	}
	return key, signature, nil
}

func parameters(alg string) (mldsa.Parameters, error) {
	for _, params := range []mldsa.Parameters{mldsa.MLDSA44(), mldsa.MLDSA65(), mldsa.MLDSA87()} {
		if params.String() == alg {
			return params, nil
		}
	}
	return mldsa.Parameters{}, fmt.Errorf("not an ML-DSA algorithm: %q", alg)
}
