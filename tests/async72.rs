//! What async72 added beside its everyday programs (`tests/data/everyday/async72/`, run against
//! CPython by `tests/everyday.rs`) and its soundness pair (`tests/data/soundness/asyncio/`):
//! `asyncio.run(main())` as a script's entry call, and `await` of what is not awaitable.
#![expect(clippy::disallowed_types, reason = "the test runs the script under CPython, as `python3 path`")]

mod cpython_common;

/// A script ending in `asyncio.run(main())` under the `__main__` guard, `main` an `async def`:
/// clauz3 runs it as the script does (then shows `main`'s result, `asyncio.run`'s).
#[test]
fn asyncio_run_of_an_async_main_is_the_entry_call() {
    let source = r#"import asyncio


async def worker(name, delay, out):
    await asyncio.sleep(delay)
    out.append(name)
    return len(name)


async def main():
    out = []
    sizes = await asyncio.gather(worker("slow", 0.2, out), worker("fast", 0.1, out))
    print(out, sizes, sum(sizes))


if __name__ == "__main__":
    asyncio.run(main())
"#;
    let (_dir, path) = cpython_common::written("entry.py", source);
    let script = std::process::Command::new("python3").arg(&path).output().expect("python3 runs");
    let (ours, _, code) = cpython_common::binary_streams(&["dry-run", "--quiet"], &path);
    assert_eq!(code, 0, "{ours}");
    assert_eq!(ours, format!("{}None\n", String::from_utf8_lossy(&script.stdout)));
}

/// `await` of a value with no `__await__` is CPython's `TypeError`, worded as CPython words it;
/// a class's own `__await__` (a generator) is awaited.
#[test]
fn await_of_what_is_not_awaitable_fails_as_in_cpython() {
    let source = r#"import asyncio


class Ticket:
    def __init__(self, n):
        self.n = n

    def __await__(self):
        yield from ()
        return self.n * 10


async def probe(value):
    try:
        return await value
    except TypeError as e:
        return str(e)


def main():
    return [asyncio.run(probe(v)) for v in (5, "x", None, Ticket(4))]
"#;
    cpython_common::same_as_cpython(source);
}
