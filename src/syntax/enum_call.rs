//! `Color = Enum("Color", "RED GREEN BLUE")` at module level, CPython's functional API of
//! `enum`, read as the `class` statement it makes (`class Color(Enum): RED = 1; ...`), so both
//! spellings share one model. The members are given as CPython's `_create_` takes them: a str
//! of names split at spaces and commas, a list or tuple of names, of `(name, value)` pairs,
//! or a dict display of names to values. Names alone are numbered from `start=` (1) as
//! CPython's `_generate_next_value_` numbers them: one more each, or the next bit of a flag;
//! a `StrEnum`'s are the names lower-cased. `module=` and a `qualname=` equal to the name are
//! accepted; `type=`, `boundary=` and calls elsewhere are refused.

use super::named_tuple_call::{text, Imported};
use super::span_of;
use crate::diag::Diagnostic;
use crate::source::FileId;
use rustpython_parser::ast::{self, Ranged};
use rustpython_parser::text_size::TextRange;

/// The bases of `enum` a call makes a class of.
const ENUM_CALLABLES: &[&str] = &["Enum", "IntEnum", "StrEnum", "Flag", "IntFlag"];

/// `body` with the module-level calls that make classes (`namedtuple(...)`, `Enum(...)`)
/// replaced by the `class` statements they mean.
pub fn desugar_class_calls(body: Vec<ast::Stmt>, file: FileId, diags: &mut Vec<Diagnostic>) -> Vec<ast::Stmt> {
    let body = super::named_tuple_call::desugar_namedtuples(body, file, diags);
    let imported = Imported::names_of(&body, "enum", ENUM_CALLABLES);
    if imported.is_empty() {
        return body;
    }
    body.into_iter()
        .map(|stmt| {
            let ast::Stmt::Assign(a) = &stmt else { return stmt };
            let ([ast::Expr::Name(target)], ast::Expr::Call(call)) = (a.targets.as_slice(), &*a.value) else {
                return stmt;
            };
            let Some(kind) = imported.named(&call.func) else { return stmt };
            match class_of(target.id.as_str(), kind, call, a.range, file) {
                Ok(class) => ast::Stmt::ClassDef(class),
                Err(d) => {
                    diags.push(d);
                    stmt
                }
            }
        })
        .collect()
}

/// The class `Enum(value, names, *, module=None, qualname=None, start=1)` makes, bound to
/// `target`; `kind` is the base called (`Enum`, `IntFlag`, ...).
fn class_of(
    target: &str,
    kind: &str,
    call: &ast::ExprCall,
    range: TextRange,
    file: FileId,
) -> Result<ast::StmtClassDef, Diagnostic> {
    let span = span_of(file, call);
    let refuse = |what: &str| Diagnostic::unsupported(format!("{what} (`{kind}(...)` bound to `{target}`)"), span);
    let [typename, names] = call.args.as_slice() else {
        return Err(refuse("a functional `enum` call without exactly a class name and its members"));
    };
    if text(typename) != Some(target) {
        return Err(refuse(
            "a functional `enum` call whose class name (a string literal) is not the name it is bound to",
        ));
    }
    let mut start: i64 = 1;
    for k in &call.keywords {
        match (k.arg.as_ref().map(|a| a.as_str()), &k.value) {
            (Some("module"), _) => {}
            (Some("qualname"), v) if text(v) == Some(target) => {}
            (Some("start"), ast::Expr::Constant(ast::ExprConstant { value: ast::Constant::Int(n), .. })) => {
                start = i64::try_from(n).map_err(|_| refuse("a `start=` beyond 64 bits"))?;
            }
            _ => {
                return Err(refuse(
                    "this keyword of a functional `enum` call (`module=`, `qualname=` equal to the name and `start=` an int literal are modelled)",
                ))
            }
        }
    }
    let members = members(names, kind, start).ok_or_else(|| {
        refuse("members other than a str of names, a list or tuple of names or of `(name, value)` pairs, or a dict display")
    })?;
    let store =
        |id: &str| ast::Expr::Name(ast::ExprName { range, id: ast::Identifier::new(id), ctx: ast::ExprContext::Store });
    let mut body: Vec<ast::Stmt> = members
        .into_iter()
        .map(|(name, value)| {
            ast::Stmt::Assign(ast::StmtAssign {
                range,
                targets: vec![store(&name)],
                value: Box::new(value),
                type_comment: None,
            })
        })
        .collect();
    if body.is_empty() {
        body.push(ast::Stmt::Pass(ast::StmtPass { range }));
    }
    Ok(ast::StmtClassDef {
        range,
        name: ast::Identifier::new(target),
        bases: vec![(*call.func).clone()],
        keywords: Vec::new(),
        body,
        decorator_list: Vec::new(),
        type_params: Vec::new(),
    })
}

/// The members `names` gives, each a name and the expression of its value.
fn members(names: &ast::Expr, kind: &str, start: i64) -> Option<Vec<(String, ast::Expr)>> {
    let items = match names {
        ast::Expr::List(l) => &l.elts,
        ast::Expr::Tuple(t) => &t.elts,
        ast::Expr::Dict(d) => {
            let keys: Option<Vec<String>> =
                d.keys.iter().map(|k| k.as_ref().and_then(text).map(str::to_owned)).collect();
            return Some(keys?.into_iter().zip(d.values.iter().cloned()).collect());
        }
        other => {
            let listed = text(other)?.replace(',', " ");
            return numbered(listed.split_whitespace().map(str::to_owned).collect(), kind, start, names.range());
        }
    };
    // A list of names, or of pairs, as its first item says (CPython looks at that one).
    match items.first() {
        Some(first) if text(first).is_some() => {
            let listed: Option<Vec<String>> = items.iter().map(|e| text(e).map(str::to_owned)).collect();
            numbered(listed?, kind, start, names.range())
        }
        _ => items
            .iter()
            .map(|item| {
                let pair = match item {
                    ast::Expr::Tuple(t) => &t.elts,
                    ast::Expr::List(l) => &l.elts,
                    _ => return None,
                };
                let [name, value] = pair.as_slice() else { return None };
                Some((text(name)?.to_owned(), value.clone()))
            })
            .collect(),
    }
}

/// Names given alone, with the values CPython 3.11's `_generate_next_value_` gives them:
/// `start`, then one more than the last (a flag: the bit above the highest so far); a
/// `StrEnum`'s name lower-cased.
fn numbered(names: Vec<String>, kind: &str, start: i64, range: TextRange) -> Option<Vec<(String, ast::Expr)>> {
    let mut last: Option<i64> = None;
    let flag = kind.ends_with("Flag");
    names
        .into_iter()
        .map(|name| {
            let value = if kind == "StrEnum" {
                ast::Constant::Str(name.to_lowercase())
            } else {
                let next = match last {
                    None => start,
                    Some(high) if flag => {
                        1i64.checked_shl(64 - high.unsigned_abs().leading_zeros()).filter(|v| *v > 0)?
                    }
                    Some(previous) => previous.checked_add(1)?,
                };
                last = Some(if flag { last.map_or(next, |h| h.max(next)) } else { next });
                ast::Constant::Int(next.into())
            };
            Some((name, ast::Expr::Constant(ast::ExprConstant { range, value, kind: None })))
        })
        .collect()
}
