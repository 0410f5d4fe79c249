// Command loadclient is the load client of the server handshake benchmark
// (benchmarks/tls-load): Go's crypto/tls (standard library only) opening new connections to one
// HTTPS server on loopback, each a full TLS 1.3 handshake (no session cache) followed by one
// HTTP/1.1 GET with "Connection: close", read to the end.
//
// Two modes:
//
//	-conns N   closed loop: N connections at a time, each opened when the last one closed; the
//	           rate it reaches is the server's saturation
//	-rate R    open loop: a new connection every 1/R s, whatever the server does; the latency of
//	           each is counted from when it was due, so a server that falls behind is measured
//	           with its queue (no coordinated omission)
//
// Every connection must negotiate -group (x25519 or X25519MLKEM768, the only group offered) and
// get HTTP 200; one that does not is an error, never a sample. It prints one JSON line:
//
//	{"handshakes":..,"errors":..,"seconds":..,"per_second":..,"p50_ms":..,"p99_ms":..,"first_error":".."}
package main

import (
	"bufio"
	"crypto/tls"
	"crypto/x509"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"sort"
	"sync"
	"time"
)

type result struct {
	Handshakes int     `json:"handshakes"`
	Errors     int     `json:"errors"`
	Seconds    float64 `json:"seconds"`
	PerSecond  float64 `json:"per_second"`
	P50Ms      float64 `json:"p50_ms"`
	P99Ms      float64 `json:"p99_ms"`
	FirstError string  `json:"first_error,omitempty"`
}

type recorder struct {
	mu         sync.Mutex
	latencies  []time.Duration
	errors     int
	firstError string
}

func (r *recorder) record(latency time.Duration, err error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if err != nil {
		r.errors++
		if r.firstError == "" {
			r.firstError = err.Error()
		}
		return
	}
	r.latencies = append(r.latencies, latency)
}

func main() {
	addr := flag.String("addr", "", "host:port of the server")
	caFile := flag.String("ca", "", "PEM certificate to trust")
	group := flag.String("group", "", "x25519 or X25519MLKEM768: the only group offered, and the one required")
	conns := flag.Int("conns", 0, "closed loop: connections at a time")
	rate := flag.Float64("rate", 0, "open loop: new connections per second")
	duration := flag.Duration("duration", 3*time.Second, "how long to load the server")
	flag.Parse()
	config, want, err := tlsConfig(*caFile, *group)
	if err == nil && (*conns > 0) == (*rate > 0) {
		err = errors.New("give exactly one of -conns and -rate")
	}
	if err == nil && *addr == "" {
		err = errors.New("no -addr")
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "loadclient:", err)
		os.Exit(2)
	}
	client := connection{addr: *addr, config: config, want: want}
	var rec recorder
	start := time.Now()
	if *conns > 0 {
		closedLoop(client, *conns, *duration, &rec)
	} else {
		openLoop(client, *rate, *duration, &rec)
	}
	elapsed := time.Since(start)
	out := summarize(&rec, elapsed)
	line, _ := json.Marshal(out)
	fmt.Println(string(line))
}

func tlsConfig(caFile, group string) (*tls.Config, tls.CurveID, error) {
	pem, err := os.ReadFile(caFile)
	if err != nil {
		return nil, 0, err
	}
	roots := x509.NewCertPool()
	if !roots.AppendCertsFromPEM(pem) {
		return nil, 0, fmt.Errorf("no certificate in %s", caFile)
	}
	var curve tls.CurveID
	switch group {
	case "x25519":
		curve = tls.X25519
	case "X25519MLKEM768":
		curve = tls.X25519MLKEM768
	default:
		return nil, 0, fmt.Errorf("unknown -group %q", group)
	}
	return &tls.Config{RootCAs: roots, ServerName: "localhost", MinVersion: tls.VersionTLS13,
		CurvePreferences: []tls.CurveID{curve}}, curve, nil
}

type connection struct {
	addr   string
	config *tls.Config
	want   tls.CurveID
}

// once opens one connection: TCP, a full handshake, one GET read to the end.
func (c connection) once() error {
	raw, err := net.DialTimeout("tcp", c.addr, 10*time.Second)
	if err != nil {
		return err
	}
	defer raw.Close()
	if err := raw.SetDeadline(time.Now().Add(30 * time.Second)); err != nil {
		return err
	}
	conn := tls.Client(raw, c.config)
	if err := conn.Handshake(); err != nil {
		return err
	}
	if got := conn.ConnectionState().CurveID; got != c.want {
		return fmt.Errorf("negotiated %v, not %v", got, c.want)
	}
	if _, err := io.WriteString(conn, "GET /hello HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"); err != nil {
		return err
	}
	response, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		return err
	}
	defer response.Body.Close()
	if _, err := io.Copy(io.Discard, response.Body); err != nil {
		return err
	}
	if response.StatusCode != http.StatusOK {
		return fmt.Errorf("HTTP %d", response.StatusCode)
	}
	return nil
}

func closedLoop(c connection, conns int, duration time.Duration, rec *recorder) {
	deadline := time.Now().Add(duration)
	var wg sync.WaitGroup
	for i := 0; i < conns; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for time.Now().Before(deadline) {
				began := time.Now()
				err := c.once()
				rec.record(time.Since(began), err)
			}
		}()
	}
	wg.Wait()
}

func openLoop(c connection, rate float64, duration time.Duration, rec *recorder) {
	interval := time.Duration(float64(time.Second) / rate)
	count := int(duration.Seconds() * rate)
	start := time.Now()
	var wg sync.WaitGroup
	for i := 0; i < count; i++ {
		due := start.Add(time.Duration(i) * interval)
		time.Sleep(time.Until(due))
		wg.Add(1)
		go func() {
			defer wg.Done()
			err := c.once()
			rec.record(time.Since(due), err)
		}()
	}
	wg.Wait()
}

func summarize(rec *recorder, elapsed time.Duration) result {
	rec.mu.Lock()
	defer rec.mu.Unlock()
	sort.Slice(rec.latencies, func(i, j int) bool { return rec.latencies[i] < rec.latencies[j] })
	out := result{Handshakes: len(rec.latencies), Errors: rec.errors, Seconds: elapsed.Seconds(),
		FirstError: rec.firstError}
	out.PerSecond = float64(out.Handshakes) / out.Seconds
	out.P50Ms = quantile(rec.latencies, 0.50)
	out.P99Ms = quantile(rec.latencies, 0.99)
	return out
}

// quantile is the nearest-rank quantile of sorted latencies, in milliseconds.
func quantile(sorted []time.Duration, q float64) float64 {
	if len(sorted) == 0 {
		return 0
	}
	rank := int(q*float64(len(sorted))+0.999999) - 1
	if rank < 0 {
		rank = 0
	}
	return float64(sorted[rank]) / float64(time.Millisecond)
}
