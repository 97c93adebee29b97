//! An enumeration's own `_generate_next_value_(name, start, count, last_values)`, which
//! CPython calls for each `auto()` of the body (`return name.lower()`, `return name`, `return
//! count * 10`). Its one `return` expression is computed here, as the member's literal value,
//! over the four arguments: str and int literals, the arguments, the str methods that change
//! case or strip and replace, and `+` and `*`. Any other body is refused where `auto()` needs
//! it, never guessed.

use crate::ir::{Const, PyStr};
use rustpython_parser::ast;
use std::rc::Rc;

/// The hook as the body defines it: its parameters' names, by position, and what it returns.
pub(super) struct NextValue {
    params: Vec<String>,
    returns: ast::Expr,
}

/// What `auto()` hands the hook.
pub(super) struct Call<'a> {
    pub name: &'a str,
    pub count: i64,
}

impl NextValue {
    /// The hook `def _generate_next_value_(...)` is, when its body is one `return` (after a
    /// docstring) and it is undecorated or a `@staticmethod`.
    pub(super) fn read(def: &ast::StmtFunctionDef) -> Option<NextValue> {
        let plain =
            def.decorator_list.iter().all(|d| matches!(d, ast::Expr::Name(n) if n.id.as_str() == "staticmethod"));
        let body: Vec<&ast::Stmt> = def
            .body
            .iter()
            .filter(|s| !matches!(s, ast::Stmt::Expr(e) if matches!(&*e.value, ast::Expr::Constant(_))))
            .collect();
        let [ast::Stmt::Return(ret)] = body.as_slice() else { return None };
        let returns = (*ret.value.clone()?).clone();
        let params = def.args.args.iter().map(|a| a.def.arg.as_str().to_owned()).collect();
        (plain && def.args.kwonlyargs.is_empty()).then_some(NextValue { params, returns })
    }

    /// The value the hook returns for `call`, or why it is refused.
    pub(super) fn value(&self, call: &Call<'_>) -> Result<Const, String> {
        let refusal = || {
            format!(
                "`auto()` for `{}` through a `_generate_next_value_` clauz3 cannot compute as the class is read (it computes one `return` of str and int literals, `name`, `start`, `count`, case and strip methods of a str, `replace`, `+` and `*`): write the value",
                call.name
            )
        };
        self.eval(&self.returns, call).ok_or_else(refusal)
    }

    fn eval(&self, e: &ast::Expr, call: &Call<'_>) -> Option<Const> {
        let text = |s: String| Const::Str(Rc::new(PyStr::from(s.as_str())));
        match e {
            ast::Expr::Constant(c) => match &c.value {
                ast::Constant::Str(s) => Some(text(s.clone())),
                ast::Constant::Int(i) => i64::try_from(i.clone()).ok().map(Const::Int),
                _ => None,
            },
            ast::Expr::Name(n) => match self.params.iter().position(|p| p == n.id.as_str())? {
                0 => Some(text(call.name.to_owned())),
                1 => Some(Const::Int(1)),
                2 => Some(Const::Int(call.count)),
                _ => None,
            },
            ast::Expr::BinOp(b) => {
                let (l, r) = (self.eval(&b.left, call)?, self.eval(&b.right, call)?);
                match (b.op, l, r) {
                    (ast::Operator::Add, Const::Int(a), Const::Int(b)) => a.checked_add(b).map(Const::Int),
                    (ast::Operator::Mult, Const::Int(a), Const::Int(b)) => a.checked_mul(b).map(Const::Int),
                    (ast::Operator::Add, Const::Str(a), Const::Str(b)) => {
                        Some(text(format!("{}{}", ascii(&a)?, ascii(&b)?)))
                    }
                    _ => None,
                }
            }
            ast::Expr::Call(c) if c.keywords.is_empty() => {
                let ast::Expr::Attribute(method) = &*c.func else { return None };
                let Const::Str(s) = self.eval(&method.value, call)? else { return None };
                let s = ascii(&s)?;
                let args: Vec<String> = c
                    .args
                    .iter()
                    .map(|a| match self.eval(a, call)? {
                        Const::Str(t) => ascii(&t),
                        _ => None,
                    })
                    .collect::<Option<_>>()?;
                str_method(&s, method.attr.as_str(), &args).map(text)
            }
            _ => None,
        }
    }
}

/// The text of a str constant, when it is ASCII (where the case methods below are CPython's).
fn ascii(s: &PyStr) -> Option<String> {
    let s = s.as_str();
    s.is_ascii().then(|| s.to_owned())
}

/// The ASCII str methods a hook may apply.
fn str_method(s: &str, name: &str, args: &[String]) -> Option<String> {
    Some(match (name, args) {
        ("lower" | "casefold", []) => s.to_ascii_lowercase(),
        ("upper", []) => s.to_ascii_uppercase(),
        ("capitalize", []) => {
            let lower = s.to_ascii_lowercase();
            let mut chars = lower.chars();
            chars.next().map(|c| c.to_ascii_uppercase().to_string() + chars.as_str()).unwrap_or_default()
        }
        ("title", []) => {
            let mut out = String::with_capacity(s.len());
            let mut after_letter = false;
            for c in s.chars() {
                out.push(if after_letter { c.to_ascii_lowercase() } else { c.to_ascii_uppercase() });
                after_letter = c.is_ascii_alphabetic();
            }
            out
        }
        ("strip", []) => s.trim_matches(|c: char| c.is_ascii_whitespace()).to_owned(),
        ("strip", [chars]) => s.trim_matches(|c: char| chars.contains(c)).to_owned(),
        ("replace", [old, new]) if !old.is_empty() => s.replace(old.as_str(), new),
        _ => return None,
    })
}
