//! What the agents74 battery (issue 29) found: a generator's and a coroutine's own attributes
//! (`gi_running`, `gi_suspended`, `gi_frame` once ended, `gi_yieldfrom`, their `cr_` twins,
//! `inspect.getgeneratorstate`), and `argparse`'s `parse_known_args` keeping what a command's
//! parser did not take. Its everyday programs run against CPython in `tests/everyday.rs`
//! (`everyday/agents74_fixes/`); here, the states read at each step, and what is refused
//! rather than stood in for: a live generator's frame and code objects, what a waiting
//! coroutine awaits, and a `yield from` over a builtin value's iterator.

mod cpython_common;

fn wrapped(body: &str) -> String {
    format!(
        "import inspect\n\ndef gen():\n    yield 1\n    yield 2\n\ndef outer(inner):\n    yield from inner\n\ndef main():\n{body}\n"
    )
}

#[test]
fn generator_states_read_as_in_cpython() {
    let bodies = [
        "    g = gen()\n    seen = [(g.gi_running, g.gi_suspended, inspect.getgeneratorstate(g))]\n    for _ in g:\n        seen.append((g.gi_running, g.gi_suspended, inspect.getgeneratorstate(g)))\n    seen.append((g.gi_frame, inspect.getgeneratorstate(g)))\n    return seen",
        "    inner = gen()\n    o = outer(inner)\n    before = o.gi_yieldfrom\n    next(o)\n    during = o.gi_yieldfrom is inner\n    list(o)\n    return before, during, o.gi_yieldfrom, o.gi_frame is None",
        "    g = gen()\n    next(g)\n    g.close()\n    return g.gi_suspended, g.gi_frame, inspect.getgeneratorstate(g), g.__name__",
        "    try:\n        return inspect.getgeneratorstate([1])\n    except AttributeError as e:\n        return str(e)",
        "    try:\n        return gen().gi_await\n    except AttributeError as e:\n        return str(e)",
    ];
    let sources: Vec<String> = bodies.iter().map(|b| wrapped(b)).collect();
    cpython_common::same_as_cpython_each(&sources);
}

#[test]
fn a_live_generators_frame_is_refused_not_stood_in_for() {
    let reads = [
        ("    return gen().gi_frame is None", "gi_frame"),
        ("    g = gen()\n    next(g)\n    return g.gi_code", "gi_code"),
    ];
    for (body, name) in reads {
        let got = cpython_common::clauz3(&wrapped(body));
        assert_eq!(
            got,
            format!("!Unsupported: `.{name}` of a generator (a frame or code object) is not modelled; `inspect.getgeneratorstate(...)`, `.gi_running`, `.gi_suspended` and `.gi_frame is None` once it ended are")
        );
    }
    let over_list = cpython_common::clauz3(&wrapped("    o = outer([1, 2])\n    next(o)\n    return o.gi_yieldfrom"));
    assert_eq!(
        over_list,
        "!Unsupported: `.gi_yieldfrom` of a generator delegating to a builtin value's iterator (`yield from [..]`) is not modelled"
    );
}
