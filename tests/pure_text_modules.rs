//! The modelled `textwrap` and `os.path` (`posixpath`) compared with CPython, line for line
//! and error for error: each case is the body of a `main()` (with the modules imported every
//! way a program imports them) run under python3 and under the interpreter. Without python3
//! on PATH the comparisons are skipped. Proofs over symbolic strings run the same modelled
//! code; what the program cannot do with them (`os.getcwd`, `os.path.exists`) is refused.

mod cpython_common;

use cpython_common::same_as_cpython_each;

fn programs(bodies: &[&str]) -> Vec<String> {
    bodies
        .iter()
        .map(|b| {
            format!(
                "import os\nimport os.path\nimport posixpath\nimport textwrap\nfrom os import path\nfrom os.path import join, splitext\nfrom textwrap import dedent\n\nTEXT = 'The quick brown fox jumps over the lazy dog. A well-known sentence -- used to test type-setting and self-evidently hyphen-ated words; see e.g. http://example.com/a-b-c.'\n\n\ndef main():\n    {}\n",
                b.replace('\n', "\n    ")
            )
        })
        .collect()
}

#[test]
fn textwrap_wrap_and_fill_match_cpython() {
    same_as_cpython_each(&programs(&[
        "return [textwrap.wrap(TEXT, w) for w in (1, 2, 3, 5, 8, 13, 21, 34, 70, 200)]",
        "return textwrap.fill(TEXT, 30), textwrap.fill(TEXT, width=25, initial_indent='* ', subsequent_indent='  ')",
        "return textwrap.wrap(TEXT, 12, break_on_hyphens=False), textwrap.wrap(TEXT, 12, break_long_words=False)",
        "return textwrap.wrap(TEXT, 7, break_long_words=False, break_on_hyphens=False), textwrap.wrap(TEXT, 9, break_on_hyphens=1)",
        "return textwrap.wrap('supercalifragilisticexpialidocious and self-referentially-long-hyphenated-words', 10)",
        "return textwrap.wrap('--- a--b -- c---d e-- --f x-y-z', 4), textwrap.wrap('a-b-c-d-e-f-g-h', 3), textwrap.wrap('1-2-3 ab-12 12-ab', 3)",
        "return textwrap.wrap('  leading and trailing   spaces  ', 10), textwrap.wrap('  leading and trailing   spaces  ', 10, drop_whitespace=False)",
        "return textwrap.wrap('', 10), textwrap.wrap('   ', 10), textwrap.wrap('   ', 10, drop_whitespace=False), textwrap.fill('', 5)",
        "return textwrap.wrap('a\\tb\\tc\\td\\te', 6), textwrap.wrap('a\\tb\\tc', 6, tabsize=2), textwrap.wrap('a\\tb\\tc', 6, expand_tabs=False)",
        "return textwrap.wrap('a\\tb\\nc\\r\\nd\\x0be\\x0cf', 4, expand_tabs=False, replace_whitespace=False), textwrap.wrap('one\\ntwo\\n\\nthree', 8)",
        "return textwrap.wrap('l\\u00e9gende \\u00e9t\\u00e9-hiver na\\u00efve caf\\u00e9 \\u65e5\\u672c\\u8a9e\\u306e\\u6587\\u7ae0 \\u00a0 x', 6)",
        "return textwrap.wrap('\\u00e9t\\u00e9-ann\\u00e9e \\u043f\\u0440\\u0438-\\u0432\\u0435\\u0442', 5), textwrap.wrap('x' * 25, 10, initial_indent='>>> ')",
        "return textwrap.wrap('Hello there. How are you? Fine! \"Quoted.\" ok', 12, fix_sentence_endings=True)",
        "return textwrap.fill('Mr. Smith went.\\nThen he left! Why? Because.', 80, fix_sentence_endings=True)",
        "return [textwrap.wrap(TEXT, 20, max_lines=n) for n in (1, 2, 3, 10)]",
        "return textwrap.wrap(TEXT, 20, max_lines=2, placeholder='...'), textwrap.wrap(TEXT, 15, max_lines=3, placeholder=' (more)')",
        "return textwrap.wrap('aaaa bbbb cccc', 9, max_lines=2, placeholder=' [..]'), textwrap.wrap('aaaa bbbbbbbbbbb', 9, max_lines=2, placeholder='[...]')",
        "return textwrap.wrap('Hello world  ', 11, max_lines=1), textwrap.wrap('Hello world  ', 11, max_lines=1, drop_whitespace=False)",
        "return textwrap.wrap(TEXT, 12, max_lines=2, initial_indent='- ', subsequent_indent='    ', placeholder=' ~')",
        "return textwrap.wrap('abc', 0)",
        "return textwrap.wrap('abc', -3)",
        "return textwrap.fill('abc def', 5, max_lines=1, placeholder=' [......]')",
        "return textwrap.wrap('abc def', 5, max_lines=2, subsequent_indent='    ', placeholder=' ..')",
        "return textwrap.wrap(None)",
        "return textwrap.wrap('a b', 'x')",
    ]));
}

#[test]
fn textwrap_on_generated_texts_matches_cpython() {
    // Short texts of the characters the chunking treats apart (hyphens, em-dashes, punctuation,
    // digits, non-ASCII letters, a no-break space, tabs, carriage returns), from a fixed LCG.
    let body = "seed = 7\nalpha = 'ab cd-- -.,!?1\\t\\n\\u00e9_x\\'\"\\u00a0\\r'\nout = []\nfor n in range(120):\n    t = ''\n    seed = (seed * 1103515245 + 12345) % 2147483648\n    for _ in range(seed % 30):\n        seed = (seed * 1103515245 + 12345) % 2147483648\n        t += alpha[(seed >> 8) % len(alpha)]\n    w = 2 + (seed >> 4) % 9\n    out.append(textwrap.wrap(t, w))\n    out.append(textwrap.wrap(t, w, break_on_hyphens=False, drop_whitespace=False, max_lines=2, placeholder=' ~'))\n    out.append(textwrap.wrap(t, w, break_long_words=False, fix_sentence_endings=True, expand_tabs=False))\n    out.append(textwrap.shorten(t, w + 5))\n    out.append(dedent(t))\nreturn out";
    same_as_cpython_each(&programs(&[body]));
}

#[test]
fn textwrap_shorten_dedent_and_indent_match_cpython() {
    same_as_cpython_each(&programs(&[
        "return textwrap.shorten('Hello  world!', width=12), textwrap.shorten('Hello  world!', width=11), textwrap.shorten(TEXT, 40)",
        "return textwrap.shorten(TEXT, 30, placeholder='...'), textwrap.shorten('  spaced\\n\\tout   text  ', 20), textwrap.shorten('', 5)",
        "return textwrap.shorten('Supercalifragilistic', 10), textwrap.shorten('one two', 6, placeholder='')",
        "return textwrap.shorten('abc', 3, placeholder=' [...]')",
        "return dedent('    a\\n      b\\n    c\\n'), dedent('  x\\n\\ty\\n'), dedent('\\tx\\n\\t\\ty\\n'), dedent('  \\n    a\\n   \\n    b')",
        "return dedent('no indent\\n  here'), dedent(''), dedent('   '), dedent('  a\\r\\n  b\\r\\n'), dedent(' \\t a\\n \\t b\\n \\t\\n')",
        "return dedent('\\t  a\\n\\t b\\n'), dedent('  a\\n  \\n  b\\n     \\n'), dedent('    def f():\\n        return 1\\n')",
        "return textwrap.indent('a\\nb\\n\\n  \\nc', '> '), textwrap.indent('a\\r\\nb\\rc\\x0bd', '+'), textwrap.indent('', 'x')",
        "return textwrap.indent('a\\n\\nb\\n', '  ', lambda line: True), textwrap.indent('keep\\nskip\\nkeep', '# ', predicate=lambda l: l.startswith('k'))",
        "return textwrap.indent('a', 1)",
    ]));
}

#[test]
fn os_path_matches_cpython() {
    same_as_cpython_each(&programs(&[
        "return os.path.join('a', 'b', 'c'), join('/a/', 'b'), join('a', '/b', 'c'), join('', 'x'), join('a', ''), join('a'), path.join('a//', '', 'b')",
        "ps = ['', '/', '//', '///', 'a', 'a/', '/a', '/a/b', 'a/b/', '//a//b//', 'a/./b/../c', '.', '..', '../..', '/..', '/../a', './a', 'a/..', '...', '.a', '.a.b', 'a.', 'a..b', 'dir.d/file', 'dir/.hidden', 'x/y.tar.gz', '..ext', '/a/b/...']\nreturn [(p, os.path.split(p), os.path.basename(p), os.path.dirname(p), splitext(p), os.path.normpath(p), os.path.isabs(p), os.path.splitdrive(p)) for p in ps]",
        "return posixpath.normpath('//a/../b'), posixpath.normpath('a/../../b/./c//'), posixpath.normpath('/a/./../../..'), posixpath.normpath('\\u00e9/./\\u00e8')",
        "return os.path.commonprefix(['/usr/lib', '/usr/local', '/usr']), os.path.commonprefix([]), os.path.commonprefix(['abc']), os.path.commonprefix([['a', 'b'], ['a', 'c']])",
        "return os.path.commonpath(['/usr/lib', '/usr/local/lib']), os.path.commonpath(['a/b', 'a/./b/c', 'a//b']), os.path.commonpath(['/a']), os.path.commonpath(['/', '/a']), os.path.commonpath(['a', 'b'])",
        "return os.path.commonpath([])",
        "return os.path.commonpath(['/a', 'b'])",
        "return os.path.relpath('/a/b/c', '/a'), os.path.relpath('/a', '/a/b/c'), os.path.relpath('/a/b', '/a/b'), os.path.relpath('/x/y', '/a/b'), os.path.relpath('/', '/a'), os.path.relpath('//a/./b', '/a/c/')",
        "return os.path.relpath('a/b', 'a'), os.path.relpath('a', 'a/b/c'), os.path.relpath('x', ''), os.path.relpath('../x/y', '../x'), os.path.relpath('a/../../b', '../c')",
        "return os.path.relpath('', '/a')",
        "return os.sep, os.curdir, os.pardir, os.extsep, os.altsep, os.pathsep, os.path.sep, path.curdir, posixpath.pardir, os.path.extsep",
        "return os.path.join('a', 3)",
        "return os.path.join(3, 'a')",
        "return os.path.basename(None)",
        "return os.path.splitext(5)",
        "return os.path.join('a', 'b') == os.path.join(*['a', 'b']), [os.path.splitext(f)[1] for f in ('r.txt', 'R.TXT', 'a.b.c', '.profile', 'noext')]",
    ]));
}

/// Every refusal `source`'s load gives, or "" when it loads.
fn refusal(source: &str) -> String {
    match ::clauz3::Program::from_source("refused.py", source, &[]) {
        Ok(_) => String::new(),
        Err(e) => e.text,
    }
}

#[test]
fn what_reaches_the_system_is_refused_where_it_is_used() {
    let head = "import os\nimport os.path\nfrom os import getcwd\nfrom os.path import exists\nimport textwrap\n\n\ndef main():\n    ";
    for (body, wanted) in [
        ("return os.listdir('.')", "`os.listdir` may be imported but clauz3 has no model of it, so it cannot be called: it reaches the operating system"),
        ("return os.environ", "`os.environ` may be imported but clauz3 has no model of it, so it cannot be used: it reaches the operating system"),
        ("return getcwd()", "`os.getcwd` may be imported but clauz3 has no model of it, so it cannot be used: it reaches the operating system"),
        ("return os.path.exists('a')", "`os.path.exists` may be imported but clauz3 has no model of it, so it cannot be called: it asks the operating system"),
        ("return os.path.abspath('a')", "call one"),
        ("return exists('a')", "`os.path.exists` may be imported but clauz3 has no model of it, so it cannot be used: it asks the operating system"),
    ] {
        let got = refusal(&format!("{head}{body}\n"));
        assert!(got.contains(wanted), "{body}:\n{got}");
        assert!(got.contains("refused.py:9:"), "located at the use: {got}");
    }
    assert_eq!(refusal("import os.path\nimport os\n\n\ndef main():\n    return os.path.join('a', 'b')\n"), "");
    assert_eq!(refusal("import os.path as p\n\n\ndef main():\n    return p.join('a', 'b')\n"), "");
    // A module is a value too (`interp::module_value`): what it holds is read when it runs.
    assert_eq!(refusal("import os.path\n\n\ndef main():\n    p = os.path\n    return p.join('a', 'b')\n"), "");
}

#[test]
fn relpath_without_a_start_or_against_the_working_directory_is_refused_where_it_runs() {
    for (call, wanted) in [
        ("os.path.relpath('a')", "!Unsupported: os.path.relpath() without start reads the working directory"),
        ("os.path.relpath('/a', 'b')", "!Unsupported: os.path.relpath('/a', 'b') depends on the working directory"),
        ("os.path.relpath('../a', 'b')", "!Unsupported: os.path.relpath('../a', 'b') depends on the working directory"),
    ] {
        let got = cpython_common::clauz3(&format!("import os\n\n\ndef main():\n    return {call}\n"));
        assert!(got.starts_with(wanted), "{call}: {got}");
    }
}

/// The verdict line of proving `source`.
fn verdict(source: &str) -> String {
    let program = ::clauz3::Program::from_source("paths.py", source, &[]).unwrap_or_else(|e| panic!("{}", e.text));
    ::clauz3::prove(&program, &::clauz3::ProveOptions::default()).line
}

#[test]
fn guarantees_over_path_functions_of_symbolic_names_are_proved_or_refuted() {
    // A log file named from a number: its base name and absoluteness are proved (and the
    // `ValueError` CPython's `str()` of a huge int raises is out of the range given).
    let base = "import os.path\n\n\ndef main(n: int) -> None:\n    if 0 <= n < 1000:\n        name = 'run' + str(n)\n        full = os.path.join('/data', name + '.log')\n        assert os.path.basename(full) == name + '.log'\n        assert os.path.isabs(full)\n";
    assert_eq!(verdict(base), "main: proved! ValueError, assertion, assertion");
    let slash = "import os.path\n\n\ndef main(name: str) -> None:\n    if name != '':\n        full = os.path.join('/data', name)\n        assert os.path.basename(full) == name\n";
    assert!(verdict(slash).starts_with("main: failed assertion. Example: name='/"), "{}", verdict(slash));
    // CPython: the extension of `name + ".txt"` is `.txt` unless only dots come before it in
    // the last component (`.txt` is a hidden file's name, with no extension): the empty name
    // is found; where the solver cannot decide the search for the dot, the proof is skipped
    // naming the branch, never claimed.
    let empty = "import os.path\n\n\ndef main(name: str) -> None:\n    root, ext = os.path.splitext('data/' + name + '.txt')\n    assert ext == '.txt'\n";
    assert!(verdict(empty).starts_with("main: failed assertion. Example: name=''"), "{}", verdict(empty));
    let numbered = "import os.path\n\n\ndef main(n: int) -> None:\n    if 0 <= n < 1000:\n        name = 'report' + str(n)\n        root, ext = os.path.splitext(name + '.csv')\n        assert ext == '.csv'\n        assert root == name\n";
    let got = verdict(numbered);
    assert!(got.starts_with("main: proved!") || got.starts_with("main: skipped"), "{got}");
}

#[test]
fn textwrap_on_symbolic_text_is_skipped_naming_what_the_prover_lacks() {
    let wrapped = "import textwrap\n\n\ndef main(text: str) -> None:\n    assert len(textwrap.wrap(text, 20)) >= 0\n";
    let got = verdict(wrapped);
    assert!(got.starts_with("main: skipped") && got.contains("expandtabs on a symbolic value"), "{got}");
    let indented =
        "import textwrap\n\n\ndef main(text: str) -> None:\n    assert len(textwrap.indent(text, '> ')) >= len(text)\n";
    let got = verdict(indented);
    assert!(got.starts_with("main: skipped") && got.contains("splitlines on a symbolic value"), "{got}");
}
