//! What async73 added beside its everyday programs (`tests/data/everyday/async73/`, run against
//! CPython by `tests/everyday.rs`) and its soundness pairs (`tests/data/soundness/asyncio/`):
//! the traceback of an exception leaving `asyncio.run(main())`, the script's entry call.
#![expect(clippy::disallowed_types, reason = "the test runs the script under CPython, as `python3 path`")]

mod cpython_common;

/// CPython's traceback without the frames of its own `asyncio` files (`runners.py`,
/// `base_events.py`, which clauz3 does not show: their paths are the installation's), each a
/// `File` line with its source line and carets under it.
fn without_asyncio_frames(traceback: &str) -> String {
    let mut out = String::new();
    let mut skipping = false;
    for line in traceback.lines() {
        if line.starts_with("  File ") {
            skipping = line.contains("/asyncio/");
        } else if !line.starts_with("    ") {
            skipping = false;
        }
        if !skipping {
            out.push_str(line);
            out.push('\n');
        }
    }
    out
}

/// An exception a task of a `gather` raised, leaving `asyncio.run(main())`: the `<module>`
/// frame, then the coroutine awaiting the gather and the task's own frame, as CPython prints
/// them (no frame of the plain function clauz3 runs the entry under).
#[test]
fn an_exception_leaving_asyncio_run_shows_the_tasks_frames() {
    let source = r#"import asyncio


async def fetch(n):
    await asyncio.sleep(0.01)
    return 10 // n


async def main():
    values = await asyncio.gather(fetch(1), fetch(0))
    print(values)


if __name__ == "__main__":
    asyncio.run(main())
"#;
    let (_dir, path) = cpython_common::written("entry.py", source);
    let script = std::process::Command::new("python3").arg(&path).output().expect("python3 runs");
    let wanted = without_asyncio_frames(&String::from_utf8_lossy(&script.stderr));
    assert!(wanted.contains("in fetch"), "{wanted}");
    let (_, ours, code) = cpython_common::binary_streams(&["dry-run", "--quiet"], &path);
    assert_eq!(code, 1, "{ours}");
    assert!(ours.starts_with(&wanted), "clauz3 wrote:\n{ours}\nCPython (without its asyncio frames):\n{wanted}");
}
