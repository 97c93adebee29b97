//! Conditions the prover settled on concrete values ([`Settled`]: the IR's shape with every
//! operand's value) as closed typed formulas, with Python's meaning (lean-spine.md §18.1):
//! `//` and `%` floor (Lean's `Int.fdiv`/`Int.fmod`, or `/`/`%` for a positive literal divisor),
//! `and`/`or`/chained comparisons short-circuit, a negative index counts from the end, and an
//! int's truth is `≠ 0`. Where Python would raise, Lean's operations are total (`x / 0 = 0`), so
//! each divisor and each index gets an obligation of its own, `divisor ≠ 0` and
//! `-len ≤ i < len`, guarded by what must hold for Python to evaluate it at all (the operands
//! before it of an `and`, the side of an `if` it is on). Strings are literals only: `==`/`!=`
//! between two of them and `len` of one (Lean's `String` equality and `String.length`, both
//! over code points), and a string's truth as a non-zero length. Anything else is refused, named.

use super::formula::{Cmp, Formula, IntExpr};
use crate::ir::{BinOp, Builtin, CmpOp, LogicOp, UnaryOp};
use crate::prover::settled::{Known, Settled};

/// The target shape of a settled condition's own proposition.
pub const CONDITION: &str = "closed_settled_condition";
/// The target shape of a divisor's `≠ 0` obligation.
pub const DIVISOR_NONZERO: &str = "closed_divisor_nonzero";
/// The target shape of an index's bounds obligation.
pub const INDEX_IN_BOUNDS: &str = "closed_index_in_bounds";

/// One closed proposition of a settled condition, with its target shape.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Part {
    pub shape: &'static str,
    pub formula: Formula,
}

/// The propositions that together say `settled` holds in Python: the side obligations first
/// (divisors, indexes, in evaluation order), then the condition itself.
pub fn lift(settled: &Settled) -> Result<Vec<Part>, String> {
    let mut lifter = Lifter { sides: Vec::new() };
    let condition = lifter.truth(settled, &[])?;
    let mut parts = lifter.sides;
    parts.push(Part { shape: CONDITION, formula: condition });
    Ok(parts)
}

/// What a settled expression yields.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Int,
    Bool,
    List,
    Str,
    /// `and`/`or` over operands of different kinds: Python yields one of them.
    Mixed,
}

struct Lifter {
    sides: Vec<Part>,
}

type Lifted<T> = Result<T, String>;

impl Lifter {
    /// `prop`, which must hold wherever `guards` do.
    fn side(&mut self, shape: &'static str, guards: &[Formula], prop: Formula) {
        let formula = match guards {
            [] => prop,
            [one] => Formula::Implies(Box::new(one.clone()), Box::new(prop)),
            _ => Formula::Implies(Box::new(Formula::And(guards.to_vec())), Box::new(prop)),
        };
        self.sides.push(Part { shape, formula });
    }

    /// Python's truth of `s`.
    fn truth(&mut self, s: &Settled, guards: &[Formula]) -> Lifted<Formula> {
        if let Settled::Logic(..) | Settled::IfExp(..) = s {
            // Their truth is their operands' (the branch's).
            return self.formula(s, guards);
        }
        match kind(s)? {
            Kind::Bool => self.formula(s, guards),
            Kind::Int => Ok(Formula::Cmp(Cmp::Ne, self.int(s, guards)?, IntExpr::Lit(0.into()))),
            Kind::List => Ok(Formula::Cmp(Cmp::Ne, IntExpr::Len(self.list(s, guards)?), IntExpr::Lit(0.into()))),
            Kind::Str => Ok(Formula::Cmp(Cmp::Ne, IntExpr::StrLen(string(s)?), IntExpr::Lit(0.into()))),
            Kind::Mixed => self.formula(s, guards),
        }
    }

    /// A bool-valued expression (or an `and`/`or` used for its truth).
    fn formula(&mut self, s: &Settled, guards: &[Formula]) -> Lifted<Formula> {
        match s {
            Settled::Value(Known::Bool(b)) => Ok(Formula::Lit(*b)),
            Settled::Unary(UnaryOp::Not, x) => Ok(Formula::Not(Box::new(self.truth(x, guards)?))),
            Settled::Logic(op, values) => {
                let mut parts = Vec::with_capacity(values.len());
                let mut inner = guards.to_vec();
                for v in values {
                    let t = self.truth(v, &inner)?;
                    // The next operand is evaluated only when this one did not decide.
                    inner.push(if *op == LogicOp::And { t.clone() } else { Formula::Not(Box::new(t.clone())) });
                    parts.push(t);
                }
                Ok(if *op == LogicOp::And { Formula::And(parts) } else { Formula::Or(parts) })
            }
            Settled::Compare(left, rest) => {
                let mut parts = Vec::with_capacity(rest.len());
                let mut inner = guards.to_vec();
                let mut a = left.as_ref();
                for (op, b) in rest {
                    let c = self.compare(*op, a, b, &inner)?;
                    inner.push(c.clone());
                    parts.push(c);
                    a = b;
                }
                Ok(if parts.len() == 1 { parts.remove(0) } else { Formula::And(parts) })
            }
            Settled::IfExp(c, a, b) => {
                let (c, a, b) = self.branches(c, a, b, guards, Self::truth)?;
                Ok(Formula::Ite(Box::new(c), Box::new(a), Box::new(b)))
            }
            Settled::Call(Builtin::Bool, args) if args.len() == 1 => self.truth(&args[0], guards),
            Settled::Value(_)
            | Settled::Unary(..)
            | Settled::Binary(..)
            | Settled::Display(_)
            | Settled::Call(..)
            | Settled::Subscript(..) => Err("a condition outside the typed fragment".into()),
        }
    }

    /// `c`, then `a` where `c` holds and `b` where it does not, each lifted by `each`.
    fn branches<T>(
        &mut self,
        c: &Settled,
        a: &Settled,
        b: &Settled,
        guards: &[Formula],
        each: fn(&mut Self, &Settled, &[Formula]) -> Lifted<T>,
    ) -> Lifted<(Formula, T, T)> {
        let c = self.truth(c, guards)?;
        let with = |g: Formula| guards.iter().cloned().chain(std::iter::once(g)).collect::<Vec<_>>();
        let a = each(self, a, &with(c.clone()))?;
        let b = each(self, b, &with(Formula::Not(Box::new(c.clone()))))?;
        Ok((c, a, b))
    }

    fn compare(&mut self, op: CmpOp, a: &Settled, b: &Settled, guards: &[Formula]) -> Lifted<Formula> {
        let cmp = match op {
            CmpOp::Eq => Cmp::Eq,
            CmpOp::NotEq => Cmp::Ne,
            CmpOp::Lt => Cmp::Lt,
            CmpOp::LtE => Cmp::Le,
            CmpOp::Gt => Cmp::Gt,
            CmpOp::GtE => Cmp::Ge,
            CmpOp::In | CmpOp::NotIn => {
                let needle = self.int(a, guards)?;
                let items = self.list(b, guards)?;
                let found = Formula::Or(items.into_iter().map(|i| Formula::Cmp(Cmp::Eq, needle.clone(), i)).collect());
                return Ok(if op == CmpOp::In { found } else { Formula::Not(Box::new(found)) });
            }
            CmpOp::IsNone | CmpOp::IsNotNone => return Err("`is None`".into()),
            CmpOp::Is | CmpOp::IsNot => return Err("`is`".into()),
        };
        match (kind(a)?, kind(b)?, cmp) {
            (Kind::Int, Kind::Int, _) => Ok(Formula::Cmp(cmp, self.int(a, guards)?, self.int(b, guards)?)),
            (Kind::Bool, Kind::Bool, Cmp::Eq | Cmp::Ne) => {
                let iff = Formula::Iff(Box::new(self.formula(a, guards)?), Box::new(self.formula(b, guards)?));
                Ok(if cmp == Cmp::Eq { iff } else { Formula::Not(Box::new(iff)) })
            }
            (Kind::Str, Kind::Str, Cmp::Eq | Cmp::Ne) => {
                let eq = Formula::StrEq(string(a)?, string(b)?);
                Ok(if cmp == Cmp::Eq { eq } else { Formula::Not(Box::new(eq)) })
            }
            (Kind::Str, Kind::Str, _) => Err("an ordering of strings".into()),
            _ => Err("a comparison of values other than two ints, two bools or two strings".into()),
        }
    }

    /// An int-valued expression.
    fn int(&mut self, s: &Settled, guards: &[Formula]) -> Lifted<IntExpr> {
        let b = |e: IntExpr| Box::new(e);
        match s {
            Settled::Value(Known::Int(n)) => Ok(IntExpr::Lit(n.clone())),
            Settled::Unary(UnaryOp::Neg, x) => Ok(IntExpr::Neg(b(self.int(x, guards)?))),
            Settled::Unary(UnaryOp::Pos, x) => self.int(x, guards),
            Settled::Binary(op, l, r) => {
                let (l, r) = (self.int(l, guards)?, self.int(r, guards)?);
                match op {
                    BinOp::Add => Ok(IntExpr::Add(vec![l, r])),
                    BinOp::Sub => Ok(IntExpr::Sub(vec![l, r])),
                    BinOp::Mul => Ok(IntExpr::Mul(vec![l, r])),
                    BinOp::FloorDiv | BinOp::Mod => {
                        self.side(DIVISOR_NONZERO, guards, Formula::Cmp(Cmp::Ne, r.clone(), IntExpr::Lit(0.into())));
                        Ok(if *op == BinOp::Mod {
                            IntExpr::FloorMod(b(l), b(r))
                        } else {
                            IntExpr::FloorDiv(b(l), b(r))
                        })
                    }
                    BinOp::Div
                    | BinOp::Pow
                    | BinOp::BitAnd
                    | BinOp::BitOr
                    | BinOp::BitXor
                    | BinOp::LShift
                    | BinOp::RShift
                    | BinOp::MatMul => Err(format!("`{}`", op.symbol())),
                }
            }
            Settled::IfExp(c, x, y) => {
                let (c, x, y) = self.branches(c, x, y, guards, Self::int)?;
                Ok(IntExpr::Ite(Box::new(c), b(x), b(y)))
            }
            Settled::Call(Builtin::Len, args) if args.len() == 1 && kind(&args[0])? == Kind::Str => {
                Ok(IntExpr::StrLen(string(&args[0])?))
            }
            Settled::Call(Builtin::Len, args) if args.len() == 1 => Ok(IntExpr::Len(self.list(&args[0], guards)?)),
            Settled::Call(Builtin::Sum, args) if args.len() == 1 => Ok(IntExpr::Sum(self.list(&args[0], guards)?)),
            Settled::Call(Builtin::Int, args) if args.len() == 1 && kind(&args[0])? == Kind::Int => {
                self.int(&args[0], guards)
            }
            Settled::Call(Builtin::Abs, args) if args.len() == 1 => {
                let x = self.int(&args[0], guards)?;
                let non_negative = Formula::Cmp(Cmp::Ge, x.clone(), IntExpr::Lit(0.into()));
                Ok(IntExpr::Ite(Box::new(non_negative), b(x.clone()), b(IntExpr::Neg(b(x)))))
            }
            Settled::Call(f @ (Builtin::Min | Builtin::Max), args) => {
                let items = match args.as_slice() {
                    [one] => self.list(one, guards)?,
                    _ => args.iter().map(|a| self.int(a, guards)).collect::<Lifted<Vec<_>>>()?,
                };
                let keep_first = if *f == Builtin::Min { Cmp::Le } else { Cmp::Ge };
                let mut items = items.into_iter();
                let first = items.next().ok_or("`min`/`max` of nothing")?;
                // Python keeps the first of equal extremes; for ints that is the same value.
                Ok(items.fold(first, |acc, x| {
                    IntExpr::Ite(Box::new(Formula::Cmp(keep_first, acc.clone(), x.clone())), b(acc), b(x))
                }))
            }
            Settled::Subscript(obj, index) => {
                let items = self.list(obj, guards)?;
                let i = self.int(index, guards)?;
                let len = IntExpr::Len(items.clone());
                let bounds = Formula::And(vec![
                    Formula::Cmp(Cmp::Le, IntExpr::Neg(b(len.clone())), i.clone()),
                    Formula::Cmp(Cmp::Lt, i.clone(), len),
                ]);
                self.side(INDEX_IN_BOUNDS, guards, bounds);
                Ok(IntExpr::Index(items, b(i)))
            }
            Settled::Value(Known::Bool(_)) => Err("a bool used as a number".into()),
            Settled::Value(Known::Str(_)) => Err("a string used as a number".into()),
            Settled::Value(Known::IntList(_)) | Settled::Display(_) => Err("a list used as a number".into()),
            Settled::Unary(UnaryOp::Not | UnaryOp::Invert, _)
            | Settled::Logic(..)
            | Settled::Compare(..)
            | Settled::Call(..) => Err("an int-valued expression outside the typed fragment".into()),
        }
    }

    /// A list of ints.
    fn list(&mut self, s: &Settled, guards: &[Formula]) -> Lifted<Vec<IntExpr>> {
        match s {
            Settled::Value(Known::IntList(items)) => Ok(items.iter().cloned().map(IntExpr::Lit).collect()),
            Settled::Display(items) => items.iter().map(|i| self.int(i, guards)).collect(),
            Settled::Value(_)
            | Settled::Unary(..)
            | Settled::Binary(..)
            | Settled::Logic(..)
            | Settled::Compare(..)
            | Settled::IfExp(..)
            | Settled::Call(..)
            | Settled::Subscript(..) => Err("a list expression outside the typed fragment".into()),
        }
    }
}

/// What `s` yields, as far as the fragment knows.
fn kind(s: &Settled) -> Lifted<Kind> {
    Ok(match s {
        Settled::Value(Known::Int(_)) => Kind::Int,
        Settled::Value(Known::Bool(_)) => Kind::Bool,
        Settled::Value(Known::IntList(_)) | Settled::Display(_) => Kind::List,
        Settled::Value(Known::Str(_)) => Kind::Str,
        Settled::Unary(UnaryOp::Not, _) | Settled::Compare(..) => Kind::Bool,
        Settled::Binary(op, l, r) if kind(l)? == Kind::Str || kind(r)? == Kind::Str => {
            return Err(format!("`{}` on strings", op.symbol()))
        }
        Settled::Unary(UnaryOp::Neg | UnaryOp::Pos | UnaryOp::Invert, _) | Settled::Binary(..) => Kind::Int,
        Settled::Subscript(..) => Kind::Int,
        Settled::Logic(_, values) => {
            let kinds = values.iter().map(kind).collect::<Lifted<Vec<_>>>()?;
            match kinds.first() {
                Some(k) if kinds.iter().all(|x| x == k) => *k,
                Some(_) | None => Kind::Mixed,
            }
        }
        Settled::IfExp(_, a, b) => {
            let (a, b) = (kind(a)?, kind(b)?);
            if a == b {
                a
            } else {
                Kind::Mixed
            }
        }
        Settled::Call(Builtin::Bool, _) => Kind::Bool,
        Settled::Call(Builtin::Len | Builtin::Sum | Builtin::Abs | Builtin::Min | Builtin::Max | Builtin::Int, _) => {
            Kind::Int
        }
        Settled::Call(other, _) => return Err(format!("a call of `{}`", other.name())),
    })
}

/// A string operand: a literal (or a variable's value), with only characters Lean's escapes can
/// write ([`super::render::string_literal`]: `\u` takes four hex digits).
fn string(s: &Settled) -> Lifted<String> {
    let Settled::Value(Known::Str(text)) = s else {
        return Err("a string expression other than a literal".into());
    };
    if text.chars().any(|c| u32::from(c) > 0xffff) {
        return Err("a string with a character beyond U+FFFF".into());
    }
    Ok(text.clone())
}
