//! Enumerations: a module-level `class` deriving from `enum.Enum`, `IntEnum` or `StrEnum`.
//! Its members are fixed when the class is read, as CPython fixes them when it creates the
//! class: each `NAME = literal`, `NAME = auto()` or `NAME = <arithmetic over literals and earlier
//! members>` of the body is a member, or an alias of the earlier member with an equal value.
//! A plain `Enum`'s member may have any other value the body computes (`Decimal("29.00")`,
//! `(1, timedelta(hours=4))`): hoisted into a hidden module value the run computes where the
//! class statement runs (`hoist.rs`), it is a member whose aliasing the run decides.
//! `_ignore_` names what the body binds that is no member; what CPython's enum machinery would
//! do with other hooks (`_missing_`, `_generate_next_value_`, ...) is refused here, located.

mod fold;
mod hoist;
mod next_value;

pub(super) use hoist::{hoist_member_values, members_made, names_enum_base};

use super::module_env::{ModuleEnv, ModuleItem};
use crate::ir::{ClassDef, Const, EnumKind, EnumRole, EnumSpec, Member, MemberValue, ModuleValue};
use rustpython_parser::ast;
use std::rc::Rc;

/// The kind of enumeration a class deriving from `base` is, if it derives from one; `Err`
/// with CPython's refusal when the base already has members.
pub(super) fn kind_from_base(name: &str, base: Option<&ClassDef>) -> Result<Option<EnumKind>, String> {
    match base.and_then(|b| b.enum_role.as_ref().map(|r| (b, r))) {
        None => Ok(None),
        Some((_, EnumRole::Base(kind))) => Ok(Some(*kind)),
        Some((_, EnumRole::Enum(spec))) if spec.members.is_empty() => Ok(Some(spec.kind)),
        Some((b, EnumRole::Enum(spec))) => Err(format!(
            "deriving from the enumeration `{}`, which has members (CPython raises TypeError: <enum '{name}'> cannot extend <{}>)",
            b.name,
            class_text(spec.kind, &b.name)
        )),
    }
}

/// Why the base `name` (an `enum` module name other than its modelled classes) is refused.
pub(super) fn unmodelled_base(env: &ModuleEnv, base: &ast::Expr) -> Option<String> {
    let name = match base {
        ast::Expr::Name(n) => match env.items.get(n.id.as_str()) {
            Some(ModuleItem::Foreign(d)) => d.strip_prefix("enum.")?.to_owned(),
            _ => return None,
        },
        ast::Expr::Attribute(a) => match &*a.value {
            ast::Expr::Name(m) if matches!(env.items.get(m.id.as_str()), Some(ModuleItem::Module(d) | ModuleItem::Foreign(d)) if d == "enum") => {
                a.attr.to_string()
            }
            _ => return None,
        },
        _ => return None,
    };
    Some(format!(
        "the base class `enum.{name}` (clauz3 models `Enum`, `IntEnum`, `StrEnum`, `Flag` and `IntFlag`; the rest of `enum` is not modelled)"
    ))
}

/// CPython's `repr` of an enumeration class, inside its angle brackets (`flag 'Perm'`).
fn class_text(kind: EnumKind, name: &str) -> String {
    format!("{} '{name}'", kind.class_word())
}

/// Whether `name` is one of the names CPython's enum reserves (`_sunder_`).
pub(super) fn is_sunder(name: &str) -> bool {
    name.len() > 2 && name.starts_with('_') && name.ends_with('_') && !name.starts_with("__") && !name.ends_with("__")
}

/// Whether `name` may be a private name as the class body mangles it (`__x` in `class
/// Color` is `_Color__x`), which CPython's enum leaves out of the members.
fn looks_private(name: &str) -> bool {
    let rest = name.strip_prefix('_').unwrap_or("");
    !rest.starts_with('_') && rest.find("__").is_some_and(|at| at > 0 && name.len() > at + 3) && !name.ends_with("__")
}

/// The refusal of a `_sunder_` name bound in an enumeration's body.
pub(super) fn sunder_refusal(name: &str) -> String {
    format!("`{name}` in an enumeration (of CPython's enum hooks only a plain or int enumeration's `@classmethod` `_missing_` is modelled; `_generate_next_value_` and the rest are not)")
}

/// The members of an enumeration's body as they are read.
pub(super) struct EnumBody {
    kind: EnumKind,
    members: Vec<(Rc<str>, MemberValue)>,
    names: Vec<(Rc<str>, u32)>,
    /// Every value assigned so far, aliases included (what `auto()` continues from); `None`
    /// for a computed one.
    values: Vec<Option<Const>>,
    /// `class S(str, Enum)`: a `StrEnum` whose `auto()` is `Enum`'s number made a str.
    str_mixin: bool,
    /// The names `_ignore_` lists: bound in the body, but no members.
    ignored: Vec<String>,
    /// Names the body binds otherwise (its methods): they hide the module's constants.
    others: Vec<String>,
    /// Whether the body defines `__new__`, which makes each member from the arguments its
    /// value gives and sets its `_value_` (so the value is no int or str to check here).
    own_new: bool,
    /// The body's own `_generate_next_value_`, defined before any member, which `auto()`
    /// calls (`enum_class/next_value.rs`).
    next_value: Option<next_value::NextValue>,
}

impl EnumBody {
    pub(super) fn new(kind: EnumKind) -> Self {
        EnumBody {
            kind,
            members: Vec::new(),
            names: Vec::new(),
            values: Vec::new(),
            str_mixin: false,
            ignored: Vec::new(),
            others: Vec::new(),
            own_new: false,
            next_value: None,
        }
    }

    /// Marks the body of a class `c` defining `__new__`, which makes the members.
    pub(super) fn making_members(mut self, c: &ast::StmtClassDef) -> Self {
        self.own_new = c.body.iter().any(|s| matches!(s, ast::Stmt::FunctionDef(d) if d.name.as_str() == "__new__"));
        self
    }

    /// Marks the body of a `class S(str, Enum)` (its base is `enum.py`'s hidden one).
    pub(super) fn mixing_str(mut self, base: Option<&ClassDef>) -> Self {
        self.str_mixin = base.is_some_and(|b| super::class::ENUM_MIXINS.first().is_some_and(|m| *b.name == *m.0));
        self
    }

    /// `name = value` in the body: the member it binds (none for `_ignore_` and the names it
    /// lists), or why it is refused.
    pub(super) fn add(&mut self, env: &ModuleEnv, name: &str, value: &ast::Expr) -> Result<Option<Member>, String> {
        if name == "_ignore_" {
            return self.ignore(value).map(|()| None);
        }
        if self.ignored.iter().any(|n| n == name) {
            return Ok(None);
        }
        if is_sunder(name) {
            return Err(sunder_refusal(name));
        }
        if looks_private(name) {
            return Err(format!(
                "the private name `{name}` in an enumeration's body (CPython 3.11 keeps a `__name` of the class a plain attribute, not a member)"
            ));
        }
        if self.names.iter().any(|(n, _)| &**n == name) {
            return Err(format!(
                "binding the member `{name}` twice (CPython raises TypeError: Attempted to reuse key: '{name}')"
            ));
        }
        if let Some(index) = self.computed_alias(value) {
            self.values.push(None);
            self.names.push((Rc::from(name), index));
            return Ok(Some(Member::EnumMember(index)));
        }
        if let Some(ModuleValue::Global(hidden)) = super::class_values::hoisted(env, value) {
            return self.add_computed(name, hidden);
        }
        let value = match value {
            ast::Expr::Call(call) if names_auto(env, &call.func) => {
                if !call.args.is_empty() || !call.keywords.is_empty() {
                    return Err("`auto()` with arguments".to_owned());
                }
                if let Some(hook) = &self.next_value {
                    hook.value(&next_value::Call { name, count: self.names.len() as i64 })?
                } else if self.str_mixin {
                    return Err(format!(
                        "`auto()` for `{name}` in a `(str, Enum)` enumeration (CPython makes a number a str, `'1'`, and warns that this changes): write the value"
                    ));
                } else {
                    self.next_value(name)?
                }
            }
            other => match self.folded(env, other) {
                Some(c) => c,
                None => {
                    return Err(format!(
                        "the member `{name}` with a value that is not a literal, `auto()`, arithmetic over literals, module constants and earlier members (`1 << 2`, `LOW * 2`, `(3.3e23, 2.4e6)`), or a value computed from module names alone (`Decimal(\"1.5\")`)"
                    ));
                }
            },
        };
        if self.own_new && self.kind.is_flag() {
            return Err("`__new__` in a flag enumeration".to_owned());
        }
        if !self.own_new {
            self.check_value(name, &value)?;
        }
        let index = match self.members.iter().position(|(_, v)| v.as_const().is_some_and(|v| py_equal(v, &value))) {
            Some(i) => i as u32,
            None => {
                self.members.push((Rc::from(name), MemberValue::Const(value.clone())));
                self.members.len() as u32 - 1
            }
        };
        self.values.push(Some(value));
        self.names.push((Rc::from(name), index));
        Ok(Some(Member::EnumMember(index)))
    }

    /// A member whose value the run computes into the module value `hidden`: a member of its
    /// own here, an alias or not once the run knows its value. Only a plain `Enum`'s: the
    /// others convert values (`int(v)`, `str(v)`) or combine them (flags) as the class is made.
    fn add_computed(&mut self, name: &str, hidden: Rc<str>) -> Result<Option<Member>, String> {
        if self.kind != EnumKind::Plain {
            return Err(format!(
                "the member `{name}` of an `IntEnum`, `StrEnum`, `(str, Enum)` or flag enumeration with a computed value (only a plain `Enum`'s member may have one): write a literal"
            ));
        }
        self.members.push((Rc::from(name), MemberValue::Computed(hidden)));
        let index = self.members.len() as u32 - 1;
        self.values.push(None);
        self.names.push((Rc::from(name), index));
        Ok(Some(Member::EnumMember(index)))
    }

    /// `LEGACY = BASIC`, naming an earlier member whose value is computed: CPython binds the
    /// name to that value, equal to the member's own, so it is an alias of the member.
    fn computed_alias(&self, value: &ast::Expr) -> Option<u32> {
        let ast::Expr::Name(n) = value else { return None };
        let (_, index) = self.names.iter().rev().find(|(name, _)| **name == *n.id.as_str())?;
        matches!(self.members.get(*index as usize)?.1, MemberValue::Computed(_)).then_some(*index)
    }

    /// Whether the body's `def` is a hook of `enum` that is refused: every `_sunder_` name
    /// but the `@classmethod` `_missing_` of an enumeration other than a flag, which
    /// `Color(value)` calls for a value no member has (`enum.py`'s `_of_value_`).
    /// Reads a `def _generate_next_value_` of the body, when no member precedes it (CPython
    /// refuses one after members) and its value can be computed here.
    pub(super) fn read_hook(&mut self, def: &ast::StmtFunctionDef) {
        if def.name.as_str() == "_generate_next_value_" && self.names.is_empty() {
            self.next_value = next_value::NextValue::read(def);
        }
    }

    pub(super) fn refuses_hook(&self, def: &ast::StmtFunctionDef) -> bool {
        if def.name.as_str() == "_generate_next_value_" && self.next_value.is_some() {
            return false;
        }
        let missing = def.name.as_str() == "_missing_"
            && !self.kind.is_flag()
            && def.decorator_list.iter().any(|d| matches!(d, ast::Expr::Name(n) if n.id.as_str() == "classmethod"));
        is_sunder(def.name.as_str()) && !missing
    }

    /// A name the body binds that is no member (a method's), which a value may not read.
    pub(super) fn bind_other(&mut self, name: &str) {
        self.others.push(name.to_owned());
    }

    /// `_ignore_ = ["a", "b"]` (or `"a b"`): the names the body may bind that are no members.
    fn ignore(&mut self, value: &ast::Expr) -> Result<(), String> {
        let refusal = || "`_ignore_` other than a list or tuple of str literals, or one str of names".to_owned();
        let text = |e: &ast::Expr| match e {
            ast::Expr::Constant(c) => c.value.as_str().map(|s| s.to_owned()),
            _ => None,
        };
        let names: Vec<String> = match value {
            ast::Expr::List(l) => l.elts.iter().map(text).collect::<Option<_>>().ok_or_else(refusal)?,
            ast::Expr::Tuple(t) => t.elts.iter().map(text).collect::<Option<_>>().ok_or_else(refusal)?,
            other => text(other).ok_or_else(refusal)?.split_whitespace().map(str::to_owned).collect(),
        };
        self.ignored.extend(names);
        Ok(())
    }

    /// A member's value computed as CPython's class body computes it: literals, earlier
    /// members' names (bound to their plain values in the body), the module's constants of
    /// numbers, strs and tuples, tuples of those, and the arithmetic of [`fold::binary`] over
    /// them; `None` for anything else.
    fn folded(&self, env: &ModuleEnv, e: &ast::Expr) -> Option<Const> {
        match e {
            ast::Expr::Name(n) => match self.names.iter().rev().find(|(name, _)| **name == *n.id.as_str()) {
                Some((_, index)) => self.members.get(*index as usize)?.1.as_const().cloned(),
                None if self.ignored.iter().chain(&self.others).any(|i| i == n.id.as_str()) => None,
                None => match env.items.get(n.id.as_str()) {
                    Some(ModuleItem::Constant(
                        c @ (Const::Int(_) | Const::Float(_) | Const::Str(_) | Const::Tuple(_) | Const::Bool(_)),
                    )) => Some(c.clone()),
                    _ => None,
                },
            },
            ast::Expr::Tuple(t) => {
                let items: Option<Vec<Const>> = t.elts.iter().map(|x| self.folded(env, x)).collect();
                Some(Const::Tuple(Rc::from(items?)))
            }
            ast::Expr::BinOp(b) => fold::binary(b.op, &self.folded(env, &b.left)?, &self.folded(env, &b.right)?),
            ast::Expr::UnaryOp(u) => match super::literal::literal(e) {
                Some(super::literal::Literal::Immutable(c)) => Some(c),
                _ => fold::unary(u.op, &self.folded(env, &u.operand)?),
            },
            other => match super::literal::literal(other) {
                Some(super::literal::Literal::Immutable(c)) => Some(c),
                Some(super::literal::Literal::Container(_)) | None => None,
            },
        }
    }

    /// What CPython refuses of a value for the kind: an `IntEnum` member's value must be an
    /// `int` (CPython would convert others with `int()`), a `StrEnum` member's a `str`.
    fn check_value(&self, name: &str, value: &Const) -> Result<(), String> {
        match (self.kind, value) {
            (EnumKind::Int, Const::Int(_) | Const::BigInt(_))
            | (EnumKind::Flag | EnumKind::IntFlag, Const::Int(_))
            | (EnumKind::Str, Const::Str(_))
            | (EnumKind::Plain, _) => Ok(()),
            (EnumKind::Int, _) => Err(format!("the `IntEnum` member `{name}` with a value that is not an int")),
            (EnumKind::Flag | EnumKind::IntFlag, _) => {
                Err(format!("the flag member `{name}` with a value that is not an int of 64 bits"))
            }
            (EnumKind::Str, _) if self.str_mixin => Err(format!(
                "the member `{name}` of a `(str, Enum)` enumeration with a value that is not a str (CPython makes it one with `str()`): write the str"
            )),
            (EnumKind::Str, _) => {
                Err(format!("the `StrEnum` member `{name}` with a value that is not a str (CPython raises TypeError)"))
            }
        }
    }

    /// `auto()`'s value as CPython 3.11 chooses it: the member's name lower-cased for a
    /// `StrEnum`; for a flag, the bit above the highest bit of every value so far, or 1;
    /// else one more than the last number assigned, or 1.
    fn next_value(&self, name: &str) -> Result<Const, String> {
        if self.kind == EnumKind::Str {
            return Ok(Const::Str(Rc::new(crate::ir::PyStr::from(name.to_lowercase().as_str()))));
        }
        if self.kind.is_flag() {
            let ints: Option<Vec<i64>> =
                self.values.iter().map(|v| if let Some(Const::Int(i)) = v { Some(*i) } else { None }).collect();
            let high = ints.and_then(|v| v.into_iter().max()).unwrap_or(0);
            // `2 ** high.bit_length()`, which CPython's `bit_length` takes of the magnitude.
            let bit = 64 - high.unsigned_abs().leading_zeros();
            return 1i64
                .checked_shl(bit)
                .filter(|v| *v > 0)
                .map(Const::Int)
                .ok_or_else(|| format!("`auto()` for `{name}` past 62 bits"));
        }
        let last = self.values.iter().rev().find_map(|v| match v {
            Some(Const::Int(i)) => Some(Some(*i)),
            Some(Const::Bool(b)) => Some(Some(i64::from(*b))),
            // After a computed value CPython tries `value + 1`, which is the run's to know.
            Some(Const::BigInt(_) | Const::Float(_)) | None => Some(None),
            Some(_) => None,
        });
        match last {
            None => Ok(Const::Int(1)),
            Some(Some(i)) => {
                i.checked_add(1).map(Const::Int).ok_or_else(|| "`auto()` after a very large value".to_owned())
            }
            Some(None) => Err(format!("`auto()` for `{name}` after a value that is not a small int")),
        }
    }

    /// The enumeration's role, for its `ClassDef`; `unique` when it is decorated `@unique`.
    pub(super) fn finish(self, unique: bool, class: &str) -> EnumRole {
        let unique_error = unique.then(|| self.duplicate_values(class)).flatten().map(Rc::from);
        EnumRole::Enum(EnumSpec { kind: self.kind, members: self.members, names: self.names, unique_error })
    }

    /// `@unique` on computed member values, which are aliases only the run knows.
    pub(super) fn unique_refusal(&self) -> Option<String> {
        self.members.iter().any(|(_, v)| matches!(v, MemberValue::Computed(_))).then(|| {
            "`@unique` on an enumeration with computed member values (which are aliases is known only when the program runs)".to_owned()
        })
    }

    /// CPython's `ValueError` message of `@unique` when a member has aliases.
    fn duplicate_values(&self, class: &str) -> Option<String> {
        let aliases: Vec<String> = self
            .names
            .iter()
            .filter(|(n, i)| self.members[*i as usize].0 != *n)
            .map(|(n, i)| format!("{n} -> {}", self.members[*i as usize].0))
            .collect();
        (!aliases.is_empty())
            .then(|| format!("duplicate values found in <{}>: {}", class_text(self.kind, class), aliases.join(", ")))
    }
}

/// The refusal of a module-level `@unique` enumeration with aliases: CPython raises its
/// `ValueError` as the module loads.
pub fn module_level_unique(class: &ClassDef) -> Option<String> {
    let error = class.enum_spec()?.unique_error.as_ref()?;
    Some(format!(
        "`@unique` on a module-level enumeration with aliases (CPython raises ValueError: {error} as the module loads) is not in the clauz3 subset (class `{}`)",
        class.name
    ))
}

/// Whether `func` names `enum.auto`.
fn names_auto(env: &ModuleEnv, func: &ast::Expr) -> bool {
    super::class::names_stdlib(env, func, "enum", "auto")
}

/// Python's `==` between two literal values: numbers by value across `bool`, `int` and
/// `float`, strings and tuples item by item.
fn py_equal(a: &Const, b: &Const) -> bool {
    fn number(c: &Const) -> Option<f64> {
        match c {
            Const::Bool(b) => Some(f64::from(u8::from(*b))),
            Const::Float(f) => Some(*f),
            _ => None,
        }
    }
    match (a, b) {
        (Const::None, Const::None) => true,
        (Const::Int(x), Const::Int(y)) => x == y,
        (Const::Bool(x), Const::Bool(y)) => x == y,
        (Const::Int(x), Const::Bool(y)) | (Const::Bool(y), Const::Int(x)) => *x == i64::from(*y),
        (Const::BigInt(x), Const::BigInt(y)) => x == y,
        (Const::Int(i), other) | (other, Const::Int(i)) => {
            number(other).is_some_and(|f| f.fract() == 0.0 && f.abs() < 9.0e15 && f as i64 == *i)
        }
        (Const::Str(x), Const::Str(y)) => x == y,
        (Const::Tuple(x), Const::Tuple(y)) => x.len() == y.len() && x.iter().zip(y.iter()).all(|(p, q)| py_equal(p, q)),
        (Const::Float(_) | Const::Bool(_), Const::Float(_) | Const::Bool(_)) => number(a) == number(b),
        _ => false,
    }
}

/// `Color.RED` naming a member of an enumeration defined earlier in the module (a class
/// attribute bound to a member).
pub(super) fn member_reference(env: &ModuleEnv, v: &ast::Expr) -> Option<ModuleValue> {
    let ast::Expr::Attribute(a) = v else { return None };
    let ast::Expr::Name(n) = &*a.value else { return None };
    let Some(ModuleItem::Constant(Const::Class(class))) = env.items.get(n.id.as_str()) else { return None };
    let (_, index) = class.enum_spec()?.names.iter().find(|(name, _)| &**name == a.attr.as_str())?;
    Some(ModuleValue::EnumMember(class.clone(), *index))
}
