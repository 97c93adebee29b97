//! The modelled `json` and `re` compared with CPython, value for value and error for error:
//! each case is the body of a `main()` (with both modules imported) run under python3 and under
//! the interpreter; a proptest drives random small patterns over random short strings through
//! every `re` function at once. Without python3 on PATH the comparisons are skipped.

#![expect(clippy::disallowed_methods, reason = "PROPTEST_CASES asks for more random cases")]

mod cpython_common;

use cpython_common::{clauz3, cpython_each};
use proptest::prelude::*;

/// The interpreter's account of a program, with an exception of `re` or `json` named as
/// `type(e).__name__` names it (the interpreter's message starts with its module).
fn ours(source: &str) -> String {
    let got = clauz3(source).replace('\n', "\\n");
    for (name, qualified) in [("error", "re.error"), ("JSONDecodeError", "json.decoder.JSONDecodeError")] {
        if let Some(rest) = got.strip_prefix(&format!("!{name}: {qualified}: ")) {
            return format!("!{name}: {rest}");
        }
    }
    got
}

/// Runs each program under both and lists every disagreement.
fn same_as_cpython_each(sources: &[String]) {
    let Some(wanted) = cpython_each(sources) else { return };
    let wrong: Vec<String> = sources
        .iter()
        .zip(wanted)
        .filter_map(|(source, want)| {
            let got = ours(source);
            (got != want).then(|| format!("program:\n{source}\n  ours:    {got}\n  CPython: {want}"))
        })
        .collect();
    assert!(wrong.is_empty(), "{} of {} disagree:\n{}", wrong.len(), sources.len(), wrong.join("\n"));
}

fn programs(bodies: &[&str]) -> Vec<String> {
    bodies
        .iter()
        .map(|b| format!("import json\nimport re\n\n\ndef main():\n    {}\n", b.replace('\n', "\n    ")))
        .collect()
}

#[test]
fn json_dumps_matches_cpython() {
    same_as_cpython_each(&programs(&[
        "return json.dumps({'a': 1, 'b': [1, 2.5, None, True, False], 'c': 'x'})",
        "return json.dumps([1, [2, [3, {}]], []], indent=2)",
        "return json.dumps({'b': 1, 'a': {'d': [], 'c': 2}}, indent='\\t', sort_keys=True)",
        "return json.dumps({'a': [1, 2]}, indent=0), json.dumps([1], indent=-1)",
        "return json.dumps({'a': 1, 'b': 2}, separators=(',', ':')), json.dumps([1, 2], indent=1, separators=(', ', ': '))",
        "return json.dumps('caf\\u00e9 \\U0001f600 \\u2028'), json.dumps('caf\\u00e9 \\U0001f600', ensure_ascii=False)",
        "return json.dumps('q\"b\\\\s\\n\\r\\t\\x08\\x0c\\x01\\x1f\\x7f'), json.dumps('\\x00', ensure_ascii=False)",
        "return json.dumps([0.1, 1e16, -0.0, 1e-7, 3.0, 2**70, -5, 10**20 + 0.5])",
        "return json.dumps([float('nan'), float('inf'), -float('inf')])",
        "return json.dumps(float('nan'), allow_nan=False)",
        "return json.dumps({1: 'a', 2.5: 'b', True: 'c', None: 'd', False: 'e'})",
        "return json.dumps({(1, 2): 3})",
        "return json.dumps({(1, 2): 3, 'k': 1}, skipkeys=True)",
        "return json.dumps({'b': 1, 'a': 2, 'c': 0}, sort_keys=True)",
        "return json.dumps({'b': 1, 2: 2}, sort_keys=True)",
        "return json.dumps(set())",
        "return json.dumps([1, {1, 2}], default=sorted)",
        "return json.dumps({'t': (1, 2), 'e': ()}), json.dumps(())",
        "return json.dumps(None), json.dumps(True), json.dumps(7), json.dumps('s')",
        "return json.dumps({'a': 1}, indent=2.5)",
    ]));
}

#[test]
fn json_loads_matches_cpython() {
    same_as_cpython_each(&programs(&[
        "return json.loads('{\"a\": [1, 2.5, \"x\", null, true, false], \"b\": {}}')",
        "return json.loads(' [1, -2, 3e2, 1E-2, -0, 0.5, 12345678901234567890123] ')",
        "return json.loads('[NaN, Infinity, -Infinity]')",
        "return json.loads('{\"a\": 1, \"a\": 2, \"b\": 3}')",
        "return json.loads('\"\\\\u00e9\\\\ud83d\\\\ude00\\\\n\\\\/\\\\\\\\\"')",
        "return json.loads('')",
        "return json.loads('   ')",
        "return json.loads('[1, 2')",
        "return json.loads('[1,]')",
        "return json.loads('{\"a\" 1}')",
        "return json.loads('{\"a\": 1,}')",
        "return json.loads('{1: 2}')",
        "return json.loads('\"abc')",
        "return json.loads('\"a\\x01\"')",
        "return json.loads('\"\\\\x\"')",
        "return json.loads('\"\\\\u12\"')",
        "return json.loads('\"\\\\u12g4\"')",
        "return json.loads('01')",
        "return json.loads('-')",
        "return json.loads('1.')",
        "return json.loads('[1] x')",
        "return json.loads('\\ufeff[1]')",
        "return json.loads('tru')",
        "return json.loads(5)",
        "return json.loads('\\n\\n  [1, x]')",
        "try:\n    json.loads('[1,\\n x]')\nexcept json.JSONDecodeError as e:\n    return e.msg, e.lineno, e.colno, e.pos, e.args, str(e)",
        "try:\n    json.loads('{')\nexcept ValueError as e:\n    return type(e).__name__, str(e)",
        "return json.loads('{\"a\": {\"b\": [1]}}', object_hook=lambda d: sorted(d))",
        "return json.loads(json.dumps({'k': [1, 'two', 3.5, None]}))",
        "xs = [1]\nxs.append({'back': xs})\ntry:\n    json.dumps(xs)\nexcept ValueError as e:\n    return str(e), json.dumps([xs[:1], xs[:1]])",
    ]));
}

#[test]
fn what_cannot_be_exact_is_refused_with_a_reason() {
    let cases = [
        ("json.loads('\"\\\\ud83d x\"')", "lone surrogate"),
        ("re.compile('(a)?(?(1)b|c)')", "conditional groups"),
        ("json.loads('1', cls=5)", "decoder classes"),
    ];
    for (expr, why) in cases {
        let source = format!("import json\nimport re\n\n\ndef main():\n    return {expr}\n");
        let got = clauz3(&source);
        assert!(got.starts_with("!Unsupported: ") && got.contains(why), "{expr}: {got}");
    }
    // CPython would backtrack for hours; the step budget stops it with a limit.
    let slow = clauz3("import re\n\n\ndef main():\n    return re.match('(a|aa)*c', 'a' * 60)\n");
    assert!(slow.contains("backtracks too much"), "{slow}");
    for (name, program) in [("dump", "json.dump({}, None)"), ("load", "json.load(None)")] {
        let source = format!("import json\n\n\ndef main():\n    return {program}\n");
        let refused = clauz3::Program::from_source("files.py", &source, &[]).err().expect("refused before running");
        assert!(refused.text.contains(&format!("`json.{name}` may be imported but clauz3 has no model of it, so it cannot be called: it reads or writes a file object")), "{}", refused.text);
        assert!(refused.text.contains("files.py:5:"), "{}", refused.text);
    }
}

#[test]
fn re_functions_match_cpython() {
    same_as_cpython_each(&programs(&[
        "return re.findall(r'\\d+', 'a1 b22 c333'), re.findall(r'(\\w)(\\d)?', 'a1b'), re.findall(r'(x)', 'abc')",
        "return re.search(r'(?P<user>\\w+)@(?P<host>[\\w.]+)', 'mail bob@ex.org now')",
        "m = re.search(r'(?P<user>\\w+)@(?P<host>[\\w.]+)', 'mail bob@ex.org now')\nreturn m.group(), m.group(1, 'host'), m.groups(), m.groupdict(), m.start(2), m.end(), m.span('user'), m[2], m.lastindex, m.lastgroup",
        "m = re.match(r'(a)(b)?(c)?', 'ac')\nreturn m.groups(), m.groups('-'), m.groupdict(), m.span(2), m.lastindex, m.group(2)",
        "return re.match(r'(a)', 'a').group(2)",
        "return re.match(r'(a)', 'a').group('x')",
        "return re.match('((a)b)', 'ab').lastindex, re.match('(a)|(b)', 'b').lastindex",
        "return re.match('a', 'ba'), re.search('a', 'ba'), re.fullmatch('a|ab', 'ab'), re.fullmatch('a', 'ab')",
        "return re.sub(r'(\\w+) (\\w+)', r'\\2 \\1', 'hello world foo bar'), re.sub('a', r'\\g<0>\\g<0>', 'banana', count=2)",
        "return re.subn(r'\\s+', ' ', 'a  b \\t c'), re.sub('(?P<d>\\d)', r'<\\g<d>>', 'a1b2'), re.sub('x', r'\\n\\t\\\\', 'axb')",
        "return re.sub('(a)|b', r'[\\1]', 'ab')",
        "return re.sub('a', r'\\2', 'a')",
        "return re.sub('a', r'\\q', 'a')",
        "return re.sub('(a)', r'\\g<x>', 'a')",
        "return re.sub(r'\\d', lambda m: str(int(m.group()) * 2), 'a1b2c3'), re.sub('a', lambda m: None, 'bab')",
        "return re.sub('a', lambda m: 1, 'a')",
        "p = re.compile(r'(\\w)(\\d)')\nreturn p.sub(lambda m: m.group(2) + m.group(1), 'a1 b2 c3'), p.subn(lambda m: None, 'a1b2', 1), p.sub(repl=lambda m: m[0].upper(), string='x1y', count=0)",
        "p = re.compile('x*')\nreturn p.sub(lambda m: '<' + m.group() + '>', 'abxxd'), p.subn(lambda m: '-', 'xx', count=5)",
        "return re.compile('a').sub(lambda m: 1, 'a')",
        "return re.compile('a').sub(lambda m: 'b', 5)",
        "def up(m):\n    raise ValueError(m.group())\nreturn re.compile('a').sub(up, 'xay')",
        "return re.sub('x*', '-', 'abxd'), re.split('x*', 'axbc'), re.findall('', 'ab'), re.sub('', '.', 'ab')",
        "return re.split(r'(,)\\s*', 'a, b,c'), re.split(r'[;,]\\s*', 'a, b;c,  d', maxsplit=2), re.split('(a)|b', 'xaybz')",
        "return [m.span() for m in re.finditer(r'\\b\\w', 'ab cd  e')], list(re.finditer('z', 'abc'))",
        "return re.findall(r'^\\w+$', 'one\\ntwo\\n', re.M), re.findall(r'a.c', 'a\\nc abc', re.S), re.findall('(?i)ab', 'AB aB')",
        "return re.search('a$', 'a\\n'), re.search('a\\\\Z', 'a\\n'), re.search('^b', 'a\\nb'), re.search('^b', 'a\\nb', re.MULTILINE)",
        "return re.findall(r'\\w+', 'caf\\u00e9 na\\u00efve x\\u00b2 _ok'), re.findall(r'\\w+', 'caf\\u00e9 x', re.A), re.findall(r'\\d', '1\\u0663\\u00b2')",
        "return re.findall(r'\\s', 'a\\x1cb\\u3000c d'), re.findall(r'\\S+', 'a\\x1cb c')",
        "return re.findall(r'(\\w)\\1', 'aabbcd'), re.findall(r'(?P<c>\\w)(?P=c)', 'xxyz'), re.match(r'(?i)(a)\\1', 'aA')",
        "return re.findall(r'\\w+(?=!)', 'hi! yo ok!'), re.findall(r'(?<!-)\\b\\d+', '-1 2 -3 4'), re.findall(r'(?<=\\$)\\d+', '$5 and $60')",
        "return re.findall(r'a{2}', 'aaaaa'), re.findall(r'a{,2}', 'aaa'), re.findall(r'a{2,}?', 'aaaa'), re.findall('x{', 'x{')",
        "return re.findall(r'a++b', 'aab'), re.findall(r'(?>a+)b', 'aab'), re.match(r'(?>a*)a', 'aaa')",
        "return re.compile('a+', re.I | re.S), re.compile('a').flags, re.compile('(?i)a').flags, re.compile('a', re.A).flags",
        "p = re.compile(r'(\\d+)-(?P<x>\\d+)')\nreturn p.pattern, p.groups, p.search('a 1-2'), p.findall('1-2 3-4'), p.sub('#', 'a1-2'), p.split('x1-2y')",
        "p = re.compile('a')\nreturn p.search('aba', 1), p.search('aba', 1, 2), p.match('ba', pos=1), p.findall('aaa', 1, 2), p.fullmatch('xa', 1)",
        "return re.compile(re.compile('a')), re.search(re.compile('b'), 'ab')",
        "p = re.compile('a(b)')\nm = p.match('ab')\nreturn p == re.compile('a(b)'), m.re is p, m.string, m.pos, m.endpos, m.regs, m == m, p != re.compile('a')",
        "return re.compile(re.compile('a'), re.I)",
        "return re.escape('a.b c-d#~&*?'), re.escape('caf\\u00e9')",
        "return re.search('a', 5)",
        "return re.compile(5)",
        "return re.compile('(a')",
        "return re.compile('a)')",
        "return re.compile('*a')",
        "return re.compile('a**')",
        "return re.compile('[a')",
        "return re.compile('[z-a]')",
        "return re.compile(r'\\q')",
        "return re.compile(r'(a)\\2')",
        "return re.compile(r'(?P<n>a)(?P<n>b)')",
        "return re.compile(r'(?P=x)')",
        "return re.compile(r'(?<=a+)b')",
        "return re.compile('a{3,1}')",
        "return re.compile('a(?i)b')",
        "try:\n    re.compile('ab(')\nexcept re.error as e:\n    return str(e), e.msg, e.pos",
        "return re.findall(r'''(?x) a  # letter\n   b''', 'ab a b')",
        "return re.match(r'(?:(a)|b)*', 'ab').groups(), re.match(r'(a|)*', 'b').span(), re.match(r'(a*)*', 'b').groups()",
        "return re.findall(r'[^a]', 'AbA', re.I), re.findall(r'[a-c]+', 'xABCx', re.I), re.findall('\\u212a', 'kK', re.I)",
        "return re.match('\\u00e9', '\\u00c9', re.I | re.A), re.match('\\u00e9', '\\u00c9', re.I), re.findall('i', '\\u0130 \\u0131 I', re.I), re.findall('[a-z]+', 'ab\\u212a', re.I | re.A)",
        "return re.findall('\\u00df', 'SS \\u00df \\u1e9e', re.I), re.findall('(a|ab)(c|bcd)(d*)', 'abcd'), re.sub('$', '!', 'a\\nb\\n'), re.split('\\b', 'hi there')",
        "return re.findall(r'\\x41\\u0042\\101', 'ABA'), re.findall(r'[\\x41-\\x43]', 'ABCD'), re.findall('.', 'a\\r\\nb'), re.findall('a{1,3}?', 'aaaa')",
        "return bool(re.match('a', 'a')), re.match('b', 'a') is None, str(re.match('x*', 'y'))",
        "return re.split(r'\\s+', ' a b ', maxsplit=1), re.split('a', 'bab', -1), re.sub('a', 'x', 'aa', count=-1)",
    ]));
}

/// A random pattern from a grammar over `ab`, classes, anchors, groups and quantifiers.
fn pattern() -> impl Strategy<Value = String> {
    let leaf = prop::sample::select(vec![
        "a",
        "b",
        ".",
        "[ab]",
        "[^a]",
        "\\d",
        "\\w",
        "\\s",
        "\\W",
        "\\b",
        "\\B",
        "^",
        "$",
        "\\A",
        "\\Z",
        "",
        "é",
        "[a-c1]",
        "[a-z]",
        "\\.",
        "(?i:a)",
        "(?-i:b)",
        "[^\\W\\d]",
        "A",
        "(?P<n>a)",
        "\\n",
        "(?#c)",
        "s",
        "[r-t]",
        "[^i]",
        "[I\u{3c3}]",
        "k",
    ])
    .prop_map(str::to_owned);
    leaf.prop_recursive(3, 12, 3, |inner| {
        let quantifier =
            prop::sample::select(vec!["*", "+", "?", "*?", "+?", "??", "{2}", "{1,2}", "{,2}", "{2,}?", "*+", "?+"]);
        prop_oneof![
            (inner.clone(), inner.clone()).prop_map(|(a, b)| format!("{a}{b}")),
            (inner.clone(), inner.clone()).prop_map(|(a, b)| format!("{a}|{b}")),
            inner.clone().prop_map(|a| format!("({a})")),
            inner.clone().prop_map(|a| format!("(?:{a})")),
            (inner.clone(), quantifier.clone()).prop_map(|(a, q)| format!("(?:{a}){q}")),
            (inner.clone(), quantifier).prop_map(|(a, q)| format!("({a}){q}")),
            inner.clone().prop_map(|a| format!("(?={a})")),
            inner.clone().prop_map(|a| format!("(?!{a})")),
            inner.clone().prop_map(|a| format!("(?>{a})")),
            inner.clone().prop_map(|a| format!("({a})\\1")),
            inner.prop_map(|a| format!("(?<=a){a}(?<![b1])")),
        ]
    })
}

fn subject() -> impl Strategy<Value = String> {
    prop::collection::vec(
        prop::sample::select(vec![
            'a', 'b', 'A', 'B', '1', ' ', '\n', '_', 'é', '.', 's', '\u{17f}', 'i', '\u{131}', '\u{130}', 'k',
            '\u{212a}', '\u{3c2}', '\u{3a3}',
        ]),
        0..8,
    )
    .prop_map(|cs| cs.into_iter().collect())
}

fn py_str(s: &str) -> String {
    let mut out = String::from("'");
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\'' => out.push_str("\\'"),
            '\n' => out.push_str("\\n"),
            c => out.push(c),
        }
    }
    out.push('\'');
    out
}

proptest! {
    // 8 batches of 40 cases by default; PROPTEST_CASES asks for more.
    #![proptest_config(ProptestConfig::with_cases(std::env::var("PROPTEST_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(8)))]

    #[test]
    fn random_patterns_match_like_cpython(cases in prop::collection::vec((pattern(), subject(), 0..4usize), 40)) {
        let sources: Vec<String> = cases
            .iter()
            .map(|(p, s, flags)| {
                let (p, s) = (py_str(p), py_str(s));
                let flags = ["0", "re.I | re.M", "re.A | re.S", "re.I | re.A"][*flags];
                format!(
                    "import re\n\n\ndef main():\n    p = re.compile({p}, {flags})\n    s = {s}\n    return (p.findall(s), [(m.span(), m.groups(), m.lastindex) for m in p.finditer(s)], p.sub('<\\\\g<0>>', s), p.split(s), p.fullmatch(s), p.match(s, 1), p.search(s, 0, 3))\n"
                )
            })
            .collect();
        let Some(wanted) = cpython_each(&sources) else { return Ok(()) };
        for (source, want) in sources.iter().zip(wanted) {
            prop_assert_eq!(ours(source), want, "program:\n{}", source);
        }
    }
}

fn proof(name: &str) -> clauz3::ProofReport {
    let path = std::path::PathBuf::from(format!("tests/data/text_modules/{name}.py"));
    let program = clauz3::Program::from_path(&path, &[]).unwrap_or_else(|e| panic!("{}", e.text));
    clauz3::prove(&program, &clauz3::ProveOptions::default())
}

#[test]
fn proofs_run_json_and_re_exactly_on_plain_values_and_skip_on_terms() {
    assert_eq!(proof("concrete_pass").line, "main: proved! assertion, assertion, assertion, assertion, assertion");
    let fail = proof("concrete_fail");
    assert!(fail.line.starts_with("main: failed assertion"), "{}", fail.line);
    assert_eq!(fail.replay.as_deref(), Some("reproduced"));
    let skipped = proof("symbolic_skip").line;
    assert!(
        skipped.starts_with("main: skipped")
            && skipped.contains("`re.Pattern.search` on a symbolic string is not modelled"),
        "{skipped}"
    );
    let skipped = proof("json_symbolic_skip").line;
    assert!(
        skipped.starts_with("main: skipped") && skipped.contains("`json` on a symbolic value is not modelled"),
        "{skipped}"
    );
}

/// `json.dumps` writes a member of an enumeration mixing in `int` or `str` as its value
/// (`everyday/gaps57` has them as keys too) and refuses a plain member, as CPython does, in proofs too; the twin asserts the
/// member's name, which a model writing names would prove.
#[test]
fn json_writes_mixed_in_enumeration_members_by_value_in_proofs() {
    let passed = proof("json_enum_pass");
    assert!(passed.line.starts_with("main: proved!"), "{}", passed.line);
    let fail = proof("json_enum_fail");
    assert!(fail.line.starts_with("main: failed assertion"), "{}", fail.line);
    assert_eq!(fail.replay.as_deref(), Some("reproduced"));
}

/// A refusal inside a modelled module (`json.loads(cls=...)`) is reported at the program's
/// call, where the user can change something, with the place inside the model as a note.
#[test]
fn a_refusal_inside_a_model_points_at_the_programs_call() {
    let source = "import json\n\n\ndef export(d):\n    return json.loads(d, cls=dict)\n\n\ndef main():\n    return export('{\"a\": 1}')\n";
    let program = clauz3::Program::from_source("export.py", source, &[]).unwrap_or_else(|e| panic!("{}", e.text));
    let trace = clauz3::dry_run(&program, &clauz3::DryRunOptions::default());
    let failure = trace.failure.expect("refused");
    assert!(failure.message.contains("decoder classes are not modelled"), "{}", failure.message);
    assert!(failure.rendered.contains("export.py:5:12"), "{}", failure.rendered);
    assert!(failure.rendered.contains("refused inside `json.loads`"), "{}", failure.rendered);
}
