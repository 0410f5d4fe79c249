// Command tlspeer is an independent TLS 1.3 peer (Go's crypto/tls, standard library only) for the
// interoperability tests of rustpqc-jsse. It offers only the hybrid group X25519MLKEM768, so a
// handshake with it either negotiates that group or fails.
//
//	tlspeer server -cert cert.pem -key key.pem
//	    listens on 127.0.0.1 (a free port), prints "LISTENING <port>", serves one connection
//	tlspeer client -addr 127.0.0.1:<port> -ca cert.pem -name localhost
//	    connects once
//
// After the handshake each prints "CURVE <id> <name>" with the negotiated group
// (ConnectionState().CurveID), then the client sends "ping" and the server answers "pong".
// Errors go to stderr with a non-zero exit status.
package main

import (
	"bufio"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"flag"
	"fmt"
	"net"
	"os"
	"strings"
	"time"
)

// The whole exchange must finish well within the Java test's own timeout.
const deadline = 60 * time.Second

func main() {
	if len(os.Args) < 2 {
		fail(errors.New("usage: tlspeer server|client [flags]"))
	}
	var err error
	switch os.Args[1] {
	case "server":
		err = runServer(os.Args[2:])
	case "client":
		err = runClient(os.Args[2:])
	default:
		err = fmt.Errorf("unknown mode %q: want server or client", os.Args[1])
	}
	if err != nil {
		fail(err)
	}
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "tlspeer:", err)
	os.Exit(1)
}

// hybridOnly is the part of the configuration both modes share: TLS 1.3 and X25519MLKEM768 only.
func hybridOnly() *tls.Config {
	return &tls.Config{
		MinVersion:       tls.VersionTLS13,
		MaxVersion:       tls.VersionTLS13,
		CurvePreferences: []tls.CurveID{tls.X25519MLKEM768},
	}
}

func runServer(args []string) error {
	flags := flag.NewFlagSet("server", flag.ContinueOnError)
	certFile := flags.String("cert", "", "PEM certificate chain")
	keyFile := flags.String("key", "", "PEM private key (PKCS#8)")
	if err := flags.Parse(args); err != nil {
		return err
	}
	certificate, err := tls.LoadX509KeyPair(*certFile, *keyFile)
	if err != nil {
		return fmt.Errorf("loading the certificate: %w", err)
	}
	config := hybridOnly()
	config.Certificates = []tls.Certificate{certificate}

	listener, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	defer listener.Close()
	fmt.Printf("LISTENING %d\n", listener.Addr().(*net.TCPAddr).Port)

	raw, err := listener.Accept()
	if err != nil {
		return err
	}
	conn := tls.Server(raw, config)
	defer conn.Close()
	if err := conn.SetDeadline(time.Now().Add(deadline)); err != nil {
		return err
	}
	if err := conn.Handshake(); err != nil {
		return fmt.Errorf("server handshake: %w", err)
	}
	printCurve(conn)

	line, err := bufio.NewReader(conn).ReadString('\n')
	if err != nil {
		return fmt.Errorf("reading the client's line: %w", err)
	}
	_, err = fmt.Fprintf(conn, "pong %s\n", strings.TrimSpace(line))
	return err
}

func runClient(args []string) error {
	flags := flag.NewFlagSet("client", flag.ContinueOnError)
	addr := flags.String("addr", "", "host:port of the server")
	caFile := flags.String("ca", "", "PEM certificate to trust")
	name := flags.String("name", "localhost", "server name to verify")
	if err := flags.Parse(args); err != nil {
		return err
	}
	caPEM, err := os.ReadFile(*caFile)
	if err != nil {
		return err
	}
	roots := x509.NewCertPool()
	if !roots.AppendCertsFromPEM(caPEM) {
		return fmt.Errorf("no certificate in %s", *caFile)
	}
	config := hybridOnly()
	config.RootCAs = roots
	config.ServerName = *name

	dialer := &net.Dialer{Timeout: deadline}
	conn, err := tls.DialWithDialer(dialer, "tcp", *addr, config)
	if err != nil {
		return fmt.Errorf("client handshake: %w", err)
	}
	defer conn.Close()
	if err := conn.SetDeadline(time.Now().Add(deadline)); err != nil {
		return err
	}
	printCurve(conn)

	if _, err := fmt.Fprintln(conn, "ping"); err != nil {
		return err
	}
	reply, err := bufio.NewReader(conn).ReadString('\n')
	if err != nil {
		return fmt.Errorf("reading the server's reply: %w", err)
	}
	fmt.Printf("REPLY %s\n", strings.TrimSpace(reply))
	return nil
}

func printCurve(conn *tls.Conn) {
	state := conn.ConnectionState()
	fmt.Printf("CURVE %d %s\n", uint16(state.CurveID), state.CurveID)
}
