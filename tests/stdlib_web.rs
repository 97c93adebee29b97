//! The web_fetch and web_search libraries for real: `clauz3 run --yes` of programs that make
//! requests to an HTTP server the test starts on 127.0.0.1 (pages, redirects, a redirect to a
//! URL the preconditions refuse, a huge body, a slow answer, a 404, a search backend), with
//! what python3's urllib, the reference's client, makes of the same server as the oracle.
#![expect(clippy::disallowed_types, clippy::disallowed_methods, reason = "the tests run the binary and a server")]

mod cli_common;
#[allow(dead_code, reason = "stdlib_common reads the audit log with it; its other helpers are not used here")]
mod run_common;
mod stdlib_common;
mod web_common;

use std::time::{Duration, Instant};
use stdlib_common::{printed, python_in, run_in, Ran};
use web_common::{Answer, Seen, Server};

/// The routes of the test server.
fn route(request: &Seen, base: &str) -> Answer {
    match request.path.as_str() {
        "/page" => Answer::ok(b"hello from the page\ncaf\xe9 \xff end\n".to_vec()),
        "/echo" => {
            let kind = request.header("content-type").unwrap_or("-");
            Answer::ok(format!("{} {kind} {}", request.method, String::from_utf8_lossy(&request.body)))
        }
        "/to-page" => Answer::redirect("302 Found", "/page"),
        "/to-absolute" => Answer::redirect("301 Moved Permanently", &format!("{base}page")),
        "/post-elsewhere" => Answer::redirect("303 See Other", "echo"),
        "/to-ftp" => Answer::redirect("302 Found", "ftp://127.0.0.1/file"),
        "/to-parent" => Answer::redirect("302 Found", "/public/../secret"),
        "/loop" => Answer::redirect("302 Found", "/loop"),
        "/huge" => Answer::ok(vec![b'x'; 300_000]),
        "/slow" => Answer { delay: Duration::from_secs(4), ..Answer::ok("late") },
        "/search" => search(request),
        "/search-text" => Answer::ok("no results today"),
        _ => Answer::status("404 Not Found"),
    }
}

/// A search backend: key `k1` required, the query echoed in the result URLs.
fn search(request: &Seen) -> Answer {
    let sent: serde_json::Value = serde_json::from_slice(&request.body).unwrap_or_default();
    if sent["key"] != "k1" {
        return Answer::status("401 Unauthorized");
    }
    let query = sent["query"].as_str().unwrap_or("");
    Answer::ok(serde_json::json!([format!("https://r.example/1?q={query}"), "https://r.example/2"]).to_string())
}

/// Runs `program` (with `BASE` replaced by the server's URL) in a temp directory, with `env`.
/// A proxy set where the tests run is not asked to reach 127.0.0.1.
fn run_against(server: &Server, program: &str, env: &[(&str, &str)]) -> Ran {
    let dir = tempfile::tempdir().unwrap();
    let mut all = vec![("NO_PROXY", "127.0.0.1,localhost")];
    all.extend_from_slice(env);
    run_in(dir.path(), &program.replace("BASE", &server.base), &all)
}

#[test]
fn pages_redirects_posts_and_errors_read_as_urllib_reads_them() {
    let server = Server::start(route);
    let ran = run_against(
        &server,
        r#"from tools.web_fetch.trusted.effects import fetch_url, post_url


def main() -> None:
    for path in ["page", "to-page", "to-absolute", "missing"]:
        try:
            print([fetch_url("BASE" + path)])
        except OSError:
            print("OSError")
    print([post_url("BASE" + "echo", "hi there")])
    print([post_url("BASE" + "post-elsewhere", "dropped")])
"#,
        &[],
    );
    assert_eq!(ran.code, 0, "{}{}", ran.stdout, ran.stderr);
    let ours = server.requests();
    let agents: Vec<&str> = ours.iter().filter_map(|r| r.header("user-agent")).collect();
    assert!(agents.len() == 9 && agents.iter().all(|a| a.starts_with("clauz3-web-fetch/")), "{agents:?}");
    let dir = tempfile::tempdir().unwrap();
    let expected = python_in(
        dir.path(),
        &r#"from urllib.request import Request, urlopen
from urllib.error import URLError
def get(url):
    with urlopen(Request(url), timeout=30) as r:
        return r.read().decode("utf-8", errors="replace")
def post(url, body):
    req = Request(url, data=body.encode(), headers={"Content-Type": "text/plain; charset=utf-8"}, method="POST")
    with urlopen(req, timeout=30) as r:
        return r.read().decode("utf-8", errors="replace")
for path in ["page", "to-page", "to-absolute", "missing"]:
    try:
        print([get("BASE" + path)])
    except OSError:
        print("OSError")
print([post("BASE" + "echo", "hi there")])
print([post("BASE" + "post-elsewhere", "dropped")])
"#
        .replace("BASE", &server.base),
    );
    assert_eq!(printed(&ran), expected);
    let natives = ran.log.iter().filter(|r| r["handler"] == "native").count();
    assert_eq!(natives, 6, "{:?}", ran.log);
}

/// The message an uncaught failure of `fetch_url(BASE + path)` stops the run with, with
/// `env` set.
fn fetch_failure(server: &Server, path: &str, env: &[(&str, &str)]) -> String {
    let program = format!(
        "from tools.web_fetch.trusted.effects import fetch_url\n\n\ndef main() -> None:\n    print(len(fetch_url(\"BASE{path}\")))\n"
    );
    let ran = run_against(server, &program, env);
    assert_eq!(ran.code, 1, "{}{}", ran.stdout, ran.stderr);
    ran.stdout + &ran.stderr
}

#[test]
fn a_404_is_urllibs_http_error() {
    let server = Server::start(route);
    let said = fetch_failure(&server, "missing", &[]);
    assert!(said.contains("OSError: HTTP Error 404: Not Found"), "{said}");
}

#[test]
fn a_redirect_to_a_url_the_preconditions_refuse_is_not_followed() {
    let server = Server::start(route);
    for path in ["to-ftp", "to-parent"] {
        let said = fetch_failure(&server, path, &[]);
        assert!(said.contains("OSError: 302 redirected to"), "{said}");
        assert!(said.contains("not followed"), "{said}");
    }
    let paths: Vec<String> = server.requests().iter().map(|r| r.path.clone()).collect();
    assert_eq!(paths, ["/to-ftp", "/to-parent"], "no refused hop was requested");
    let said = fetch_failure(&server, "loop", &[]);
    assert!(said.contains("OSError: more than 10 redirects"), "{said}");
    assert_eq!(server.requests().len(), 2 + 11);
}

#[test]
fn a_body_over_the_size_limit_raises_os_error() {
    let server = Server::start(route);
    let said = fetch_failure(&server, "huge", &[("CLAUZ3_WEB_MAX_BYTES", "100000")]);
    assert!(said.contains("is larger than 100000 bytes"), "{said}");
    let ran = run_against(
        &server,
        "from tools.web_fetch.trusted.effects import fetch_url\n\n\ndef main() -> None:\n    print(len(fetch_url(\"BASEhuge\")))\n",
        &[],
    );
    assert_eq!(printed(&ran), "300000\n", "{}", ran.stderr);
}

#[test]
fn a_slow_answer_raises_timeout_error_which_a_program_may_handle() {
    let server = Server::start(route);
    let started = Instant::now();
    let ran = run_against(
        &server,
        r#"from tools.web_fetch.trusted.effects import fetch_url


def main() -> None:
    try:
        print(fetch_url("BASEslow"))
    except TimeoutError:
        print("gave up")
"#,
        &[("CLAUZ3_WEB_TIMEOUT", "0.5")],
    );
    assert_eq!((ran.code, printed(&ran)), (0, "gave up\n"), "{}", ran.stderr);
    assert!(started.elapsed() < Duration::from_secs(4), "{:?}", started.elapsed());
}

#[test]
fn an_unreachable_host_raises_urlopen_error() {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    drop(listener);
    let server = Server { base: format!("http://127.0.0.1:{port}/"), seen: Default::default() };
    let said = fetch_failure(&server, "page", &[]);
    assert!(said.contains("OSError: <urlopen error [Errno 111] Connection refused"), "{said}");
}

const SEARCH: &str = r#"from tools.web_search.trusted.effects import web_search


def main() -> None:
    print(web_search("rust http"))
"#;

#[test]
fn web_search_posts_the_query_and_key_to_the_configured_backend() {
    let server = Server::start(route);
    let url = format!("{}search", server.base);
    let ran = run_against(&server, SEARCH, &[("CLAUZ3_SEARCH_URL", &url), ("CLAUZ3_SEARCH_API_KEY", "k1")]);
    assert_eq!(printed(&ran), "['https://r.example/1?q=rust http', 'https://r.example/2']\n", "{}", ran.stderr);
    let seen = server.requests();
    assert_eq!(seen.len(), 1);
    assert_eq!((seen[0].method.as_str(), seen[0].header("content-type")), ("POST", Some("application/json")));
    let sent: serde_json::Value = serde_json::from_slice(&seen[0].body).unwrap();
    assert_eq!(sent, serde_json::json!({"query": "rust http", "key": "k1"}));
}

#[test]
fn web_search_without_its_settings_says_which_to_set() {
    let server = Server::start(route);
    let ran = run_against(&server, SEARCH, &[("CLAUZ3_SEARCH_URL", "")]);
    let said = ran.stdout + &ran.stderr;
    assert_eq!(ran.code, 1, "{said}");
    assert!(said.contains("RuntimeError: CLAUZ3_SEARCH_URL is not set"), "{said}");
    let url = format!("{}search", server.base);
    let ran = run_against(&server, SEARCH, &[("CLAUZ3_SEARCH_URL", &url), ("CLAUZ3_SEARCH_API_KEY", "")]);
    let said = ran.stdout + &ran.stderr;
    assert!(said.contains("OSError: HTTP Error 401: Unauthorized (CLAUZ3_SEARCH_API_KEY is not set)"), "{said}");
    let text = format!("{}search-text", server.base);
    let ran = run_against(&server, SEARCH, &[("CLAUZ3_SEARCH_URL", &text)]);
    let said = ran.stdout + &ran.stderr;
    assert!(said.contains("ValueError: the search backend must answer with a JSON array of URL strings"), "{said}");
}

#[test]
fn the_web_examples_of_the_docs_run_against_the_server() {
    let server = Server::start(|request, _| match request.path.as_str() {
        "/today" => Answer::ok("all systems normal"),
        "/log" => Answer::ok("logged"),
        "/search" => search(request),
        _ => Answer::status("404 Not Found"),
    });
    let example = stdlib_common::read("docs/examples/libraries/status_report.py");
    let ran = run_against(&server, &example.replace("https://status.example.com/", "BASE"), &[]);
    assert_eq!(printed(&ran), "service is up\n", "{}", ran.stderr);
    let logged: Vec<String> = server.requests().iter().map(|r| String::from_utf8_lossy(&r.body).into_owned()).collect();
    assert_eq!(logged, ["", "checked: up"]);
    let example = stdlib_common::read("docs/examples/libraries/search_links.py");
    let url = format!("{}search", server.base);
    let ran = run_against(&server, &example, &[("CLAUZ3_SEARCH_URL", &url), ("CLAUZ3_SEARCH_API_KEY", "k1")]);
    assert_eq!(printed(&ran), "https://r.example/1?q=rust async tutorial\nhttps://r.example/2\n", "{}", ran.stderr);
}

#[test]
fn the_references_own_web_fetch_layer_installed_in_a_project_runs_natively() {
    let Some(stdlib) = cli_common::reference_stdlib() else {
        eprintln!("skipped: the reference sdist is not unpacked here (set CLAUZ3_REFERENCE_SDIST)");
        return;
    };
    let server = Server::start(route);
    let project = tempfile::tempdir().unwrap();
    let source = stdlib.join("web_fetch").to_string_lossy().into_owned();
    let (code, _, err) = cli_common::clauz3_in(project.path(), "install", &[&source]);
    assert_eq!(code, 0, "{err}");
    let program = "from tools.web_fetch.trusted.effects import fetch_url\n\n\ndef main() -> None:\n    print(fetch_url(\"BASEto-page\")[:19])\n";
    let ran = run_in(project.path(), &program.replace("BASE", &server.base), &[("NO_PROXY", "127.0.0.1")]);
    assert_eq!(printed(&ran), "hello from the page\n", "{}", ran.stderr);
    assert_eq!(ran.log.iter().filter(|r| r["handler"] == "native").count(), 1, "{:?}", ran.log);
}
