//! The filesystem library's `find`, natively: the filter grammar of the reference (`-name`,
//! `-path`, `-type f|d|l`, `-mindepth`, `-maxdepth`, `-not` before a name, path or type
//! filter, all joined by AND) over a walk that never follows a symbolic link below the
//! starting path (`find -P`). Paths come out as `find` prints them, a relative start prefixed
//! with `./`; entries of a directory are listed in name order. A directory that cannot be
//! read fails the call, as `find`'s non-zero exit does in the reference.
#![expect(clippy::disallowed_methods, reason = "find lists directories, behind the gate")]

use super::live_files::os_error;
use super::live_library::python_error;
use super::EffectError;
use std::time::{Duration, Instant};

/// How long one walk may take, as the reference's subprocess timeout.
const TIME_LIMIT: Duration = Duration::from_secs(120);

/// One test of a filter list.
#[derive(Debug)]
enum Test {
    Name(String),
    Path(String),
    Type(char),
}

#[derive(Debug, Default)]
struct Filters {
    tests: Vec<(bool, Test)>,
    min_depth: usize,
    max_depth: Option<usize>,
}

fn parse(args: &[&str]) -> Result<Filters, EffectError> {
    let bad = |why: &str| python_error("ValueError", why);
    let mut filters = Filters::default();
    let mut rest = args;
    while !rest.is_empty() {
        let negated = rest[0] == "-not";
        if negated {
            rest = &rest[1..];
        }
        let [option, value, tail @ ..] = rest else {
            return Err(bad("find expects filter/value pairs, optionally prefixed by -not"));
        };
        rest = tail;
        if value.contains('\0') {
            return Err(bad("find filter values must not contain NUL"));
        }
        let depth = || {
            if negated {
                return Err(bad("find depth limits cannot be negated"));
            }
            if value.is_empty() || !value.bytes().all(|b| b.is_ascii_digit()) {
                return Err(bad("find depth must be a non-negative decimal integer"));
            }
            Ok(value.parse::<usize>().unwrap_or(usize::MAX))
        };
        match *option {
            "-name" => filters.tests.push((negated, Test::Name((*value).to_owned()))),
            "-path" => filters.tests.push((negated, Test::Path((*value).to_owned()))),
            "-type" => match *value {
                "f" | "d" | "l" => filters.tests.push((negated, Test::Type(value.chars().next().unwrap_or('f')))),
                _ => return Err(bad("find -type supports only f, d, or l")),
            },
            "-mindepth" => filters.min_depth = depth()?,
            "-maxdepth" => filters.max_depth = Some(depth()?),
            other => return Err(bad(&format!("unsupported find filter: {other}"))),
        }
    }
    Ok(filters)
}

/// The paths below (and including) `path` that pass every filter of `args`.
pub(super) fn find(path: &str, args: &[&str]) -> Result<Vec<String>, EffectError> {
    let filters = parse(args)?;
    let start = if path == "." || path.starts_with('/') || path.starts_with("./") {
        path.to_owned()
    } else {
        format!("./{path}")
    };
    let deadline = Instant::now() + TIME_LIMIT;
    let mut found = Vec::new();
    let mut pending = vec![(start, 0usize)];
    while let Some((shown, depth)) = pending.pop() {
        if Instant::now() >= deadline {
            return Err(python_error("TimeoutError", format!("find under {path:?} took longer than {TIME_LIMIT:?}")));
        }
        // A trailing `/` on the start makes the OS resolve a link there, as `find` does.
        let meta = std::fs::symlink_metadata(&shown).map_err(|e| os_error(&e, &shown))?;
        if depth >= filters.min_depth && filters.max_depth.is_none_or(|m| depth <= m) && passes(&filters, &shown, &meta)
        {
            found.push(shown.clone());
        }
        if meta.is_dir() && filters.max_depth.is_none_or(|m| depth < m) {
            let entries = std::fs::read_dir(&shown).map_err(|e| os_error(&e, &shown))?;
            let mut names: Vec<String> =
                entries.filter_map(|e| e.ok()).map(|e| e.file_name().to_string_lossy().into_owned()).collect();
            names.sort();
            let base = shown.trim_end_matches('/');
            // Reversed onto the stack, so the walk visits them in name order, depth first.
            for name in names.into_iter().rev() {
                pending.push((format!("{base}/{name}"), depth + 1));
            }
        }
    }
    Ok(found)
}

fn passes(filters: &Filters, shown: &str, meta: &std::fs::Metadata) -> bool {
    filters.tests.iter().all(|(negated, test)| {
        let holds = match test {
            Test::Name(glob) => {
                let trimmed = shown.trim_end_matches('/');
                let base = trimmed.rsplit('/').next().unwrap_or(trimmed);
                matches(glob, if base.is_empty() { "/" } else { base })
            }
            Test::Path(glob) => matches(glob, shown),
            Test::Type('d') => meta.is_dir(),
            Test::Type('l') => meta.file_type().is_symlink(),
            Test::Type(_) => meta.is_file(),
        };
        holds != *negated
    })
}

/// `fnmatch` without flags, as `find -name`/`-path` use it: `*` and `?` match any character
/// (`/` and a leading `.` included), `[...]` a set (`!` or `^` negates, `a-z` ranges), `\`
/// quotes the next character.
fn matches(glob: &str, text: &str) -> bool {
    let (g, t): (Vec<char>, Vec<char>) = (glob.chars().collect(), text.chars().collect());
    // Backtracking over the last `*` only: linear in practice, quadratic at worst.
    let (mut gi, mut ti) = (0, 0);
    let mut star: Option<(usize, usize)> = None;
    while ti < t.len() {
        let step = match g.get(gi) {
            Some('*') => {
                star = Some((gi, ti));
                gi += 1;
                continue;
            }
            Some('?') => Some(gi + 1),
            Some('[') => set_matches(&g, gi, t[ti]),
            Some('\\') if gi + 1 < g.len() => (g[gi + 1] == t[ti]).then_some(gi + 2),
            Some(c) => (*c == t[ti]).then_some(gi + 1),
            None => None,
        };
        match (step, star) {
            (Some(next), _) => {
                gi = next;
                ti += 1;
            }
            (None, Some((sg, st))) => {
                gi = sg + 1;
                ti = st + 1;
                star = Some((sg, st + 1));
            }
            (None, None) => return false,
        }
    }
    g[gi..].iter().all(|c| *c == '*')
}

/// Whether the set starting at `g[open]` (`[`) holds `c`: the index after the set when it
/// does. A `[` with no closing `]` is a literal `[`.
fn set_matches(g: &[char], open: usize, c: char) -> Option<usize> {
    let mut i = open + 1;
    let negated = matches!(g.get(i), Some('!' | '^'));
    if negated {
        i += 1;
    }
    let mut found = false;
    let mut first = true;
    while i < g.len() && (g[i] != ']' || first) {
        first = false;
        let lo = g[i];
        if g.get(i + 1) == Some(&'-') && g.get(i + 2).is_some_and(|hi| *hi != ']') {
            found |= lo <= c && c <= g[i + 2];
            i += 3;
        } else {
            found |= lo == c;
            i += 1;
        }
    }
    if i >= g.len() {
        return (c == '[').then_some(open + 1);
    }
    (found != negated).then_some(i + 1)
}

#[cfg(test)]
mod tests {
    use super::matches;

    #[test]
    fn globs_match_as_fnmatch() {
        for (glob, text, expected) in [
            ("*.py", "app.py", true),
            ("*.py", ".hidden.py", true),
            ("*.py", "app.pyc", false),
            ("a?c", "abc", true),
            ("[a-c]x", "bx", true),
            ("[!a-c]x", "bx", false),
            ("./src/*", "./src/a/b.py", true),
            ("\\*", "*", true),
            ("[", "[", true),
            ("*a*b*", "xaybz", true),
            ("*a*b", "xaybz", false),
        ] {
            assert_eq!(matches(glob, text), expected, "{glob} on {text}");
        }
    }
}
