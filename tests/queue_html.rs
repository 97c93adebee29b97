//! `queue` and `html` (issue 29): queues of one thread as CPython's (order, bounds, `Empty`
//! and `Full`, task counts), a wait that would never end refused; `escape` and `unescape` by
//! the HTML5 rules; the prover follows a queue's order and refutes the twin claims.
#![expect(clippy::disallowed_types, reason = "the named references are listed by python3")]

mod cpython_common;

use clauz3::{prove, Conclusion, Program, ProveOptions};

fn conclusion(source: &str) -> (Conclusion, String) {
    let program = Program::from_source("queues.py", source, &[]).unwrap_or_else(|e| panic!("{}", e.text));
    let r = prove(&program, &ProveOptions::default());
    (r.conclusion, r.line)
}

#[test]
fn queues_behave_as_cpythons() {
    let source = r#"import queue
from queue import LifoQueue, PriorityQueue


def main():
    out = []
    q = queue.Queue(2)
    q.put(1)
    q.put_nowait(2)
    try:
        q.put(3, block=False)
    except queue.Full as e:
        out.append(("Full", repr(e), str(e)))
    out.append((q.qsize(), q.full(), q.empty(), q.maxsize, list(q.queue)))
    out.append([q.get(), q.get_nowait()])
    try:
        q.get_nowait()
    except queue.Empty as e:
        out.append(("Empty", repr(e)))
    try:
        q.get(timeout=0.01)
    except queue.Empty:
        out.append("timed out")
    try:
        q.get(timeout=-1)
    except ValueError as e:
        out.append(str(e))
    q.task_done()
    q.task_done()
    try:
        q.task_done()
    except ValueError as e:
        out.append(str(e))
    q.join()
    p = PriorityQueue()
    for x in [(3, "c"), (1, "a"), (2, "b"), (1, "0")]:
        p.put(x)
    out.append([p.get() for _ in range(4)])
    lifo = LifoQueue()
    for x in "abc":
        lifo.put(x)
    out.append([lifo.get() for _ in range(3)])
    s = queue.SimpleQueue()
    s.put(1)
    out.append((s.get(), s.empty(), s.qsize(), isinstance(queue.Empty(), Exception)))
    return out
"#;
    cpython_common::same_as_cpython(source);
}

#[test]
fn a_wait_for_another_thread_is_refused() {
    for call in ["queue.Queue().get()", "queue.SimpleQueue().get()"] {
        let source = format!("import queue\n\n\ndef main():\n    return {call}\n");
        let got = cpython_common::clauz3(&source);
        assert!(got.starts_with("!Unsupported: get() on an empty queue would wait forever"), "{got}");
    }
    let full = "import queue\n\n\ndef main():\n    q = queue.Queue(1)\n    q.put(1)\n    q.put(2)\n";
    assert!(cpython_common::clauz3(full).starts_with("!Unsupported: put() on a full queue"));
    let join = "import queue\n\n\ndef main():\n    q = queue.Queue()\n    q.put(1)\n    q.join()\n";
    assert!(cpython_common::clauz3(join).starts_with("!Unsupported: join() with unfinished tasks"));
}

#[test]
fn the_prover_follows_a_queues_order() {
    let claims = [
        ("q = queue.Queue()\n    q.put(n)\n    q.put(n * 2)\n    assert q.get() == n and q.qsize() == 1", true),
        ("q = queue.Queue()\n    q.put(n)\n    q.put(n * 2)\n    assert q.get() == n * 2", false),
        ("q = queue.PriorityQueue()\n    q.put(3)\n    q.put(1)\n    q.put(2)\n    assert q.get() == 1 and q.get() == 2", true),
        ("q = queue.LifoQueue()\n    q.put(n)\n    q.put(1)\n    assert q.get() == n", false),
    ];
    for (body, holds) in claims {
        let (c, line) = conclusion(&format!("import queue\n\n\ndef main(n: int) -> int:\n    {body}\n    return n\n"));
        assert_eq!(c, if holds { Conclusion::Proved } else { Conclusion::Failed }, "{body}: {line}");
    }
}

#[test]
fn escape_and_unescape_follow_html5() {
    let source = r#"import html
from html import escape, unescape


def main():
    page = '<a href="/q?x=1&y=2">Tom\'s & Jerry\'s</a>'
    safe = escape(page)
    refs = "&copy; 2024 &mdash; caf&eacute; &#x1F600; &#128; &#150; &notit; &notin; &amp &lt&gt &#0; &#1; &#xD800; &#1114112; &#65abc &nosuch; &#; & &AMP; &ampx &#xfffe; &#65279;"
    return safe, escape(page, quote=False), unescape(safe) == page, unescape(refs), html.unescape("no refs")
"#;
    cpython_common::same_as_cpython(source);
    // Every named reference, with and without what may follow it.
    let names = "import html.entities\nprint(repr(' '.join(html.entities.html5)))";
    let out = std::process::Command::new("python3").args(["-c", names]).output();
    let Ok(out) = out else { return };
    let listed = String::from_utf8_lossy(&out.stdout).trim().to_owned();
    let source = format!(
        "import html\n\n\ndef main():\n    out = []\n    for name in {listed}.split(' '):\n        out.append(html.unescape('&' + name + 'z;'))\n        out.append(html.unescape('x&' + name))\n    return out\n"
    );
    cpython_common::same_as_cpython(&source);
}

#[test]
fn what_escape_gives_a_term_is_skipped_or_refuted() {
    let (c, line) =
        conclusion("import html\n\n\ndef main(s: str) -> str:\n    assert '<' not in html.escape(s)\n    return s\n");
    assert_eq!(c, Conclusion::Skipped, "{line}");
    assert!(line.contains("replace"), "{line}");
    let (c, line) =
        conclusion("import html\n\n\ndef main(s: str) -> str:\n    assert '&' not in html.escape(s)\n    return s\n");
    assert_ne!(c, Conclusion::Proved, "{line}");
}
