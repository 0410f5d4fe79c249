// Command httpsclient is Go's net/http and crypto/tls (standard library only) as the real client
// of the server recipe tests of rustpqc-jsse. For each -url it makes one request on a connection
// of its own (a fresh Transport: one full TLS 1.3 handshake each), HTTP/2 when the server offers
// it by ALPN, and prints
//
//	RESULT <url> status=<code> proto=<HTTP/x> group=<name> resumed=<bool> body=<first line>
//
// With -resume each URL is fetched twice on two connections sharing a session cache, the second
// one resuming. -groups hybrid offers only X25519MLKEM768; default offers Go's defaults
// (X25519MLKEM768 first). Errors go to stderr with a non-zero exit status.
package main

import (
	"bufio"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"strings"
	"time"
)

func main() {
	caFile := flag.String("ca", "", "PEM certificate to trust")
	groups := flag.String("groups", "default", "hybrid (X25519MLKEM768 only) or default")
	resume := flag.Bool("resume", false, "fetch each URL twice, the second time resuming the session")
	certFile := flag.String("cert", "", "PEM client certificate (mutual TLS)")
	keyFile := flag.String("key", "", "PEM client key (mutual TLS)")
	flag.Parse()
	if err := run(*caFile, *groups, *resume, *certFile, *keyFile, flag.Args()); err != nil {
		fmt.Fprintln(os.Stderr, "httpsclient:", err)
		os.Exit(1)
	}
}

func run(caFile, groups string, resume bool, certFile, keyFile string, urls []string) error {
	if len(urls) == 0 {
		return errors.New("no URL given")
	}
	pem, err := os.ReadFile(caFile)
	if err != nil {
		return err
	}
	roots := x509.NewCertPool()
	if !roots.AppendCertsFromPEM(pem) {
		return fmt.Errorf("no certificate in %s", caFile)
	}
	config := &tls.Config{RootCAs: roots, ServerName: "localhost", MinVersion: tls.VersionTLS13}
	switch groups {
	case "hybrid":
		config.CurvePreferences = []tls.CurveID{tls.X25519MLKEM768}
	case "default":
	default:
		return fmt.Errorf("unknown -groups %q", groups)
	}
	if certFile != "" {
		certificate, err := tls.LoadX509KeyPair(certFile, keyFile)
		if err != nil {
			return err
		}
		config.Certificates = []tls.Certificate{certificate}
	}
	for _, url := range urls {
		rounds := 1
		if resume {
			config.ClientSessionCache = tls.NewLRUClientSessionCache(4)
			rounds = 2
		}
		for i := 0; i < rounds; i++ {
			if err := fetch(config, url); err != nil {
				return fmt.Errorf("%s: %w", url, err)
			}
		}
	}
	return nil
}

func fetch(config *tls.Config, url string) error {
	transport := &http.Transport{TLSClientConfig: config.Clone(), ForceAttemptHTTP2: true}
	defer transport.CloseIdleConnections()
	client := &http.Client{Transport: transport, Timeout: 60 * time.Second}
	response, err := client.Get(url)
	if err != nil {
		return err
	}
	defer response.Body.Close()
	body, err := io.ReadAll(response.Body)
	if err != nil {
		return err
	}
	line, _ := bufio.NewReader(strings.NewReader(string(body))).ReadString('\n')
	state := response.TLS
	if state == nil {
		return errors.New("not a TLS connection")
	}
	fmt.Printf("RESULT %s status=%d proto=%s group=%s resumed=%t body=%s\n", url, response.StatusCode,
		response.Proto, state.CurveID, state.DidResume, strings.TrimSpace(line))
	return nil
}
