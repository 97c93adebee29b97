//! `pathlib`'s pure paths (issue 29): `PurePosixPath`, `PurePath`, and `Path` without the file
//! system, as CPython 3.11 parses, joins, names, compares and matches them; a method that
//! would read the file system is refused before the program runs.

mod cpython_common;

#[test]
fn pure_paths_run_as_in_cpython() {
    let source = cpython_common::outcomes_of(
        "from pathlib import Path, PurePath, PurePosixPath",
        &[
            "[str(PurePosixPath(t)) for t in ('', '.', 'a/./b/', '/a//b', '//srv/x', '///x', 'a/../b', '..')]",
            "[PurePosixPath(t).parts for t in ('', '/', 'a/b', '/usr/bin', '//x/y', 'a/../b')]",
            "repr(PurePosixPath('a', 'b/c', PurePath('d'))), repr(PurePath('x')), repr(Path('y/z'))",
            "PurePosixPath('a/b', '/etc', 'passwd'), PurePosixPath('/a') / 'b' / 'c.txt', 'top' / PurePosixPath('x')",
            "[(p.name, p.suffix, p.suffixes, p.stem, p.root, p.anchor, p.drive) for p in [PurePosixPath('/srv/app/report.tar.gz')]]",
            "[(q.name, q.suffix, q.stem, q.suffixes) for q in map(PurePosixPath, ('', '/', '.bashrc', 'a.', 'a..b', 'x/.tar.gz', 'Cargo.lock'))]",
            "PurePosixPath('a/b/c').parent, PurePosixPath('/a').parent, PurePosixPath('/').parent, PurePosixPath('x').parent, PurePosixPath('.').parent",
            "list(PurePosixPath('/a/b/c').parents), list(PurePosixPath('a/b').parents), len(PurePosixPath('a/b/c').parents), PurePosixPath('a/b/c').parents[-1]",
            "PurePosixPath('a/b.txt').with_suffix('.md'), PurePosixPath('a/b.tar.gz').with_suffix(''), PurePosixPath('a/b').with_suffix('.c')",
            "PurePosixPath('a/b.txt').with_name('c.py'), PurePosixPath('a/b.txt').with_stem('z')",
            "PurePosixPath('a/b').with_suffix('md')",
            "PurePosixPath('a/b').with_suffix('.')",
            "PurePosixPath('/').with_name('x')",
            "PurePosixPath('a').with_name('b/c')",
            "PurePosixPath('/etc/passwd').relative_to('/'), PurePosixPath('/etc/passwd').relative_to('/etc'), PurePosixPath('a/b').relative_to('a', 'b')",
            "PurePosixPath('/etc/passwd').relative_to('/usr')",
            "PurePosixPath('a/b').relative_to('/a')",
            "PurePosixPath('a/b').is_relative_to('a'), PurePosixPath('a/b').is_relative_to('b'), PurePosixPath('/a').is_absolute(), PurePosixPath('a').is_absolute()",
            "[PurePosixPath('src/parser/mod.rs').match(g) for g in ('*.rs', 'parser/*.rs', 'src/*.rs', '/src/parser/mod.rs', 'src/parser/mod.rs', '*/*/*.rs', 'm?d.r[st]', 'mod.[!r]s', '*.RS')]",
            "PurePosixPath('/a/b').match('/a/*'), PurePosixPath('/a/b').match('/*'), PurePosixPath('a').match('b/a')",
            "PurePosixPath('a').match('')",
            "PurePosixPath('a/b') == PurePosixPath('a//b/'), PurePosixPath('a') == 'a', PurePosixPath('a') == Path('a'), PurePosixPath('a') != PurePosixPath('A')",
            "sorted([PurePosixPath('b'), PurePosixPath('a/z'), PurePosixPath('/z'), PurePosixPath('a')]), PurePosixPath('a') < PurePosixPath('b')",
            "len({PurePosixPath('a/b'), PurePosixPath('a/b/'), PurePosixPath('a', 'b')}), str(Path('~/x').joinpath('y', 'z')), Path('q').as_posix()",
            "PurePosixPath('a') / 3",
            "PurePosixPath(3)",
            "PurePosixPath('a') < 'b'",
            "f'{PurePosixPath(\"/tmp\") / \"log.txt\"}', str(PurePosixPath()), PurePosixPath('a.b/c').suffix",
        ],
    );
    cpython_common::same_as_cpython(&source);
}

/// A method CPython's `Path` has and the model lacks is refused where it is called, when the
/// call runs (a call of a name no builtin method has is looked up on the value then), never
/// reported as CPython's `AttributeError`.
#[test]
fn a_method_that_reads_the_file_system_is_refused_where_it_is_called() {
    let source = "from pathlib import Path\n\n\ndef main():\n    return Path('notes.txt').read_text()\n";
    let program = clauz3::Program::from_source("fs.py", source, &[]).unwrap_or_else(|e| panic!("{}", e.text));
    let trace = clauz3::dry_run(&program, &clauz3::DryRunOptions::default());
    let failure = trace.failure.expect("refused");
    assert_eq!(failure.error, "Unsupported", "{}", failure.rendered);
    assert!(failure.message.contains("`.read_text()`"), "{}", failure.message);
    assert!(failure.rendered.contains("fs.py:5:12"), "{}", failure.rendered);
    let proof = clauz3::prove(&program, &clauz3::ProveOptions::default());
    assert!(proof.line.starts_with("main: skipped"), "{}", proof.line);
}

#[test]
fn paths_built_on_a_branch_are_proved_and_refuted() {
    let source = "from pathlib import PurePosixPath


def main(n: int) -> str:
    name = 'report.txt' if n > 0 else 'notes.md'
    p = PurePosixPath('/srv/logs') / name
    assert p.parent == PurePosixPath('/srv/logs')
    assert p.suffix in ('.txt', '.md'), 'unexpected suffix'
    return p.stem
";
    let prove = |src: &str| {
        let program = clauz3::Program::from_source("paths.py", src, &[]).unwrap_or_else(|e| panic!("{}", e.text));
        clauz3::prove(&program, &clauz3::ProveOptions::default())
    };
    let r = prove(source);
    assert!(r.line.starts_with("main: proved!"), "{}", r.line);
    let r = prove(&source.replace("p.suffix in ('.txt', '.md')", "p.suffix == '.txt'"));
    assert!(r.line.starts_with("main: failed assertion. Example: n=0"), "{}", r.line);
    assert_eq!(r.replay.as_deref(), Some("reproduced"));
}
