//! A tiny HTTP/1.1 server on 127.0.0.1 for the web_fetch and web_search tests: real sockets,
//! one thread per connection, routes chosen by path, every request recorded.
#![allow(dead_code, reason = "each test binary uses its own part")]

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// One request the server received.
#[derive(Clone, Debug)]
pub struct Seen {
    pub method: String,
    pub path: String,
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
}

impl Seen {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.iter().find(|(k, _)| k.eq_ignore_ascii_case(name)).map(|(_, v)| v.as_str())
    }
}

/// What a route answers: status line text, headers, body, and a delay before answering.
pub struct Answer {
    pub status: &'static str,
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
    pub delay: Duration,
}

impl Answer {
    pub fn ok(body: impl Into<Vec<u8>>) -> Answer {
        Answer { status: "200 OK", headers: Vec::new(), body: body.into(), delay: Duration::ZERO }
    }

    pub fn status(status: &'static str) -> Answer {
        Answer { status, headers: Vec::new(), body: status.as_bytes().to_vec(), delay: Duration::ZERO }
    }

    pub fn redirect(status: &'static str, location: &str) -> Answer {
        Answer { headers: vec![("Location".into(), location.into())], ..Answer::status(status) }
    }
}

/// A running server: its base URL (`http://127.0.0.1:PORT/`) and what it received.
pub struct Server {
    pub base: String,
    pub seen: Arc<Mutex<Vec<Seen>>>,
}

impl Server {
    /// Serves `route(request, base)` until the test process ends.
    pub fn start(route: fn(&Seen, &str) -> Answer) -> Server {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let base = format!("http://{}/", listener.local_addr().unwrap());
        let seen: Arc<Mutex<Vec<Seen>>> = Arc::default();
        let (record, shown) = (Arc::clone(&seen), base.clone());
        std::thread::spawn(move || {
            for stream in listener.incoming().flatten() {
                let (record, shown) = (Arc::clone(&record), shown.clone());
                std::thread::spawn(move || serve(stream, &record, &shown, route));
            }
        });
        Server { base, seen }
    }

    pub fn requests(&self) -> Vec<Seen> {
        self.seen.lock().unwrap().clone()
    }
}

fn serve(stream: TcpStream, record: &Mutex<Vec<Seen>>, base: &str, route: fn(&Seen, &str) -> Answer) {
    let mut reader = BufReader::new(stream);
    let mut line = String::new();
    if reader.read_line(&mut line).is_err() {
        return;
    }
    let mut parts = line.split_whitespace();
    let (method, path) = (parts.next().unwrap_or("").to_owned(), parts.next().unwrap_or("").to_owned());
    let mut headers = Vec::new();
    loop {
        let mut header = String::new();
        if reader.read_line(&mut header).unwrap_or(0) == 0 || header.trim().is_empty() {
            break;
        }
        if let Some((k, v)) = header.trim_end().split_once(':') {
            headers.push((k.trim().to_owned(), v.trim().to_owned()));
        }
    }
    let length = headers
        .iter()
        .find(|(k, _)| k.eq_ignore_ascii_case("content-length"))
        .and_then(|(_, v)| v.parse::<usize>().ok())
        .unwrap_or(0);
    let mut body = vec![0; length];
    let _ = reader.read_exact(&mut body);
    let seen = Seen { method, path, headers, body };
    record.lock().unwrap().push(seen.clone());
    let answer = route(&seen, base);
    std::thread::sleep(answer.delay);
    let mut out = reader.into_inner();
    let mut head =
        format!("HTTP/1.1 {}\r\nContent-Length: {}\r\nConnection: close\r\n", answer.status, answer.body.len());
    for (k, v) in &answer.headers {
        head.push_str(&format!("{k}: {v}\r\n"));
    }
    head.push_str("\r\n");
    let _ = out.write_all(head.as_bytes());
    let _ = out.write_all(&answer.body);
    let _ = out.flush();
}
