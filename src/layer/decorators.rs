//! Recognising decorators on trusted functions by what their names resolve to through the
//! module's imports (`import clauz3 as c; @c.trusted` works; a reassigned alias does not).

use rustpython_parser::ast;
use std::collections::HashMap;

/// What names of `clauz3` and `deal` a trusted module imported, and under which local names.
/// Every spelling Python allows reaches the same canonical name: `import clauz3.events as ev;
/// ev.performs`, `from clauz3 import events; events.performs`, `clauz3.events.performs` and
/// `from clauz3.events import performs` are all `clauz3.performs`.
#[derive(Debug, Default)]
pub struct Imports {
    /// Local name → the dotted path it is bound to (a module, or a name in one).
    bound: HashMap<String, String>,
}

/// Whether a dotted module path is one clauz3 gives meaning to.
fn is_known(path: &str) -> bool {
    let root = path.split('.').next().unwrap_or_default();
    root == "clauz3" || root == "deal"
}

/// The canonical name of a dotted path: the submodules whose names clauz3 also offers at its
/// top level (`clauz3.spec`, `clauz3.events`, `clauz3.row`, `clauz3.policy`) are dropped;
/// `clauz3.fluent` keeps its own names (its `effect` is not `clauz3.spec.effect`).
fn canonical_path(path: &str) -> String {
    for sub in ["clauz3.spec.", "clauz3.events.", "clauz3.row.", "clauz3.policy."] {
        if let Some(name) = path.strip_prefix(sub) {
            return format!("clauz3.{name}");
        }
    }
    path.to_owned()
}

impl Imports {
    pub fn of(body: &[ast::Stmt]) -> Imports {
        let mut imports = Imports::default();
        for stmt in body {
            match stmt {
                ast::Stmt::Import(i) => {
                    for a in i.names.iter().filter(|a| is_known(a.name.as_str())) {
                        let (local, path) = match &a.asname {
                            Some(alias) => (alias.to_string(), a.name.to_string()),
                            // `import clauz3.events` binds `clauz3`, the package.
                            None => {
                                let top = a.name.split('.').next().unwrap_or_default().to_owned();
                                (top.clone(), top)
                            }
                        };
                        imports.bound.insert(local, path);
                    }
                }
                ast::Stmt::ImportFrom(i) if i.level.is_none_or(|l| l.to_u32() == 0) => {
                    let module = i.module.as_ref().map_or("", |m| m.as_str());
                    if is_known(module) {
                        for a in &i.names {
                            let local = a.asname.as_ref().map_or(a.name.to_string(), |n| n.to_string());
                            imports.bound.insert(local, format!("{module}.{}", a.name));
                        }
                    }
                }
                _ => {}
            }
        }
        imports
    }

    /// The canonical `module.name` an expression (a name, or attributes of one) refers to.
    pub(super) fn canonical(&self, e: &ast::Expr) -> Option<String> {
        self.dotted(e).map(|path| canonical_path(&path))
    }

    fn dotted(&self, e: &ast::Expr) -> Option<String> {
        match e {
            ast::Expr::Name(n) => self.bound.get(n.id.as_str()).cloned(),
            ast::Expr::Attribute(a) => self.dotted(&a.value).map(|base| format!("{base}.{}", a.attr)),
            _ => None,
        }
    }
}

/// A classified decorator of a trusted-module function.
pub enum Decorator<'a> {
    /// `@clauz3.trusted` or `@deal.has("marker", ...)`: the side-effect boundary;
    /// `@clauz3.trusted(raises=[TimeoutError, ...])` also declares what a call may raise, as
    /// `@deal.raises` does.
    Trusted {
        raises: Option<Raised<'a>>,
    },
    Requires {
        lambda: &'a ast::ExprLambda,
        message: Option<String>,
        span: &'a ast::Expr,
    },
    Ensures {
        lambda: &'a ast::ExprLambda,
        message: Option<String>,
        span: &'a ast::Expr,
    },
    /// `@contract` or `@contract(description="...")`: a contract helper.
    Contract {
        description: Option<String>,
    },
    /// `@performs(lambda a, b: Ev(a, b))`: the events each call performs (`clauz3.events`).
    Performs {
        lambda: &'a ast::ExprLambda,
        span: &'a ast::Expr,
    },
    /// `@clauz3.mock`: the implementation only simulates the effect (a label for listings).
    Mock,
    /// `@effect(lambda p: F.set(k, v))` of `clauz3.fluent`: the fluent updates of each call.
    Updates {
        lambda: &'a ast::ExprLambda,
        span: &'a ast::Expr,
    },
    /// `@deal.raises(TimeoutError, ...)`: the exceptions a call may raise.
    Raises(Raised<'a>),
    /// Accepted and meaningless to clauz3 (`@deal.chain()`, `@deal.reason`, ...).
    Inert,
    Refused {
        why: String,
        span: &'a ast::Expr,
    },
    /// `@clauz3.trusted(...)` with arguments it does not take: still the boundary (so the
    /// effect is reported, not quietly left out), refused.
    RefusedTrusted {
        why: String,
        span: &'a ast::Expr,
    },
}

/// Exception classes an effect declares it may raise, as written, with the decorator.
pub struct Raised<'a> {
    pub classes: &'a [ast::Expr],
    pub span: &'a ast::Expr,
}

impl Decorator<'_> {
    pub fn is_boundary(&self) -> bool {
        matches!(self, Decorator::Trusted { .. } | Decorator::RefusedTrusted { .. })
    }
}

/// `@clauz3.trusted(raises=...)`: one class, or a list or tuple of them; `None` for anything
/// else the call holds.
fn trusted_raises<'a>(call: &'a ast::ExprCall, d: &'a ast::Expr) -> Option<Raised<'a>> {
    let ([], [keyword]) = (call.args.as_slice(), call.keywords.as_slice()) else { return None };
    if keyword.arg.as_ref().is_none_or(|a| a.as_str() != "raises") {
        return None;
    }
    let classes = match &keyword.value {
        ast::Expr::List(l) => l.elts.as_slice(),
        ast::Expr::Tuple(t) => t.elts.as_slice(),
        one @ ast::Expr::Name(_) => std::slice::from_ref(one),
        _ => return None,
    };
    Some(Raised { classes, span: d })
}

pub fn classify<'a>(d: &'a ast::Expr, imports: &Imports) -> Decorator<'a> {
    let (func, call) = match d {
        ast::Expr::Call(c) => (&*c.func, Some(c)),
        other => (other, None),
    };
    let Some(name) = imports.canonical(func) else {
        return Decorator::Refused { why: "custom decorators are not allowed on trusted effects".into(), span: d };
    };
    let lambda_arg = || -> Option<&'a ast::ExprLambda> {
        match call?.args.first()? {
            ast::Expr::Lambda(l) => Some(l),
            _ => None,
        }
    };
    let keyword = |key: &str| -> Option<String> {
        call?.keywords.iter().find(|k| k.arg.as_ref().is_some_and(|a| a.as_str() == key)).and_then(|k| match &k.value {
            ast::Expr::Constant(c) => match &c.value {
                ast::Constant::Str(s) => Some(s.clone()),
                _ => None,
            },
            _ => None,
        })
    };
    let message = || keyword("message");
    match name.as_str() {
        "clauz3.contract" => Decorator::Contract { description: keyword("description") },
        "clauz3.trusted" => match call {
            Some(c) if !c.args.is_empty() || !c.keywords.is_empty() => match trusted_raises(c, d) {
                Some(raised) => Decorator::Trusted { raises: Some(raised) },
                None => Decorator::RefusedTrusted {
                    why: "`@clauz3.trusted` takes only `raises=`, the exception classes a call may raise: `@clauz3.trusted(raises=[TimeoutError])`".into(),
                    span: d,
                },
            },
            _ => Decorator::Trusted { raises: None },
        },
        "deal.has" => match call {
            Some(c) if !c.args.is_empty() => Decorator::Trusted { raises: None },
            Some(_) => Decorator::Inert,
            None => Decorator::Refused { why: "`@deal.has` must be called".into(), span: d },
        },
        "clauz3.requires" | "deal.pre" => match lambda_arg() {
            Some(lambda) => Decorator::Requires { lambda, message: message(), span: d },
            None => Decorator::Refused {
                why: format!("`@{name}` needs an inline lambda over the function's parameters"),
                span: d,
            },
        },
        "clauz3.ensures" | "deal.post" | "deal.ensure" => match lambda_arg() {
            Some(lambda) => Decorator::Ensures { lambda, message: message(), span: d },
            None => Decorator::Refused { why: format!("`@{name}` needs an inline lambda"), span: d },
        },
        "clauz3.performs" => match lambda_arg() {
            Some(lambda) if call.is_some_and(|c| c.args.len() == 1 && c.keywords.is_empty()) => {
                Decorator::Performs { lambda, span: d }
            }
            _ => Decorator::Refused {
                why: "`@performs` takes one inline lambda over the function's parameters, returning an event or a list of events".into(),
                span: d,
            },
        },
        "clauz3.mock" => Decorator::Mock,
        "clauz3.fluent.effect" => match lambda_arg() {
            Some(lambda) => Decorator::Updates { lambda, span: d },
            None => Decorator::Refused {
                why: "`@effect` needs an inline lambda returning `Fluent.set(...)`".into(),
                span: d,
            },
        },
        "deal.raises" => match call {
            Some(c) if c.keywords.is_empty() => Decorator::Raises(Raised { classes: &c.args, span: d }),
            _ => Decorator::Refused { why: "`@deal.raises` takes exception classes: `@deal.raises(TimeoutError)`".into(), span: d },
        },
        "deal.chain" | "deal.reason" | "deal.pure" | "deal.safe" => Decorator::Inert,
        other => Decorator::Refused {
            why: format!("`@{other}` is not a decorator clauz3 understands on trusted effects"),
            span: d,
        },
    }
}
