//! What the modelled `copy` module asks the evaluator (`_copy(op, ...)`, the `<copy>` builtin):
//! the kind of a value, a program instance's own `__copy__`/`__deepcopy__` and their calls, a new instance of
//! its class without `__init__` (as CPython's `__reduce_ex__` makes one), its attributes read
//! and set, and where a value itself sits in `deepcopy`'s memo. The copying is `copy.py`'s; the
//! instances are the evaluator's, so both domains share one meaning of what a copy shares.

use super::{BuildKind, Domain, Evaluator, Fault, Instance, Val};
use crate::ir::{Builtin, CmpOp, Const, PyStr};
use crate::source::Span;
use std::rc::Rc;

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// `_copy(op, ...)` from `copy.py`.
    pub(super) fn copy_helper(&mut self, args: Vec<Val<D>>, at: Span) -> Result<Val<D>, Fault> {
        let Some((op, rest)) = args.split_first() else {
            return Err(Fault::internal("<copy> takes an operation first", at));
        };
        let op = self.domain.keyword_name(op, at)?;
        match (&*op, rest) {
            ("kind", [x]) => {
                let kind = self.copy_kind(x, at)?;
                self.domain.constant(&Const::Str(Rc::new(PyStr::from(kind.as_str()))), at)
            }
            ("hook", [x, name]) => {
                let name = self.domain.keyword_name(name, at)?;
                let defined = self.dunder(x, &name).is_some();
                self.domain.constant(&Const::Bool(defined), at)
            }
            ("call", [x, name, args @ ..]) => {
                let name = self.domain.keyword_name(name, at)?;
                let Some(func) = self.dunder(x, &name) else {
                    return Err(Fault::internal(format!("<copy> found no `{name}` to call"), at));
                };
                self.call_dunder(func, x.clone(), args.to_vec(), at)
            }
            ("blank", [x]) => {
                let class = self.instance_of(x, at)?.class.clone();
                Ok(self.domain.object_value(Rc::new(Instance::made_in(class, self.rows_depth))))
            }
            ("fields", [x]) => {
                let fields: Vec<(Rc<str>, Val<D>)> = self.instance_of(x, at)?.fields.borrow().clone();
                let mut pairs = Vec::with_capacity(fields.len());
                for (name, value) in fields {
                    let name = self.domain.constant(&Const::Str(Rc::new(PyStr::from(&*name))), at)?;
                    pairs.push(self.domain.build(BuildKind::Tuple, vec![name, value], at)?);
                }
                self.domain.build(BuildKind::List, pairs, at)
            }
            ("set", [x, name, value]) => {
                let name = self.domain.keyword_name(name, at)?;
                self.instance_of(x, at)?.set_field(&name, value.clone());
                self.domain.constant(&Const::None, at)
            }
            ("reduce", [x]) => self.copy_reduction(x, at),
            ("newobj", [x, args]) => {
                let args = self.collect(args.clone(), at)?;
                self.new_of_class(x, args, at)
            }
            ("remake", [x, items]) => {
                let Some((class, _)) = self.domain.as_named_tuple(x) else {
                    return Err(Fault::internal("<copy> remakes named tuples only", at));
                };
                let items = self.collect(items.clone(), at)?;
                self.domain.named_tuple(class, items, at)
            }
            ("find", [memo, x]) => {
                let entries = self.collect(memo.clone(), at)?;
                let mut found = -1i64;
                for (i, entry) in entries.into_iter().enumerate() {
                    let original = self.collect(entry, at)?.into_iter().next();
                    let Some(original) = original else { continue };
                    // Instances are the evaluator's: one is another when it is the same `Rc`.
                    let same = match (self.domain.as_object(&original), self.domain.as_object(x)) {
                        (Some(a), Some(b)) => Rc::ptr_eq(&a, &b),
                        (Some(_), None) | (None, Some(_)) => false,
                        (None, None) => self.domain.test(CmpOp::Is, original, x.clone(), at)?,
                    };
                    if same {
                        found = i as i64;
                        break;
                    }
                }
                self.domain.constant(&Const::Int(found), at)
            }
            _ => Err(Fault::internal(format!("<copy> has no `{op}` taking {} arguments", rest.len()), at)),
        }
    }

    /// What `copy.py` dispatches on: `instance` for an instance of a program class it copies
    /// attribute by attribute, `enum` for an enumeration's member, `exception` for an
    /// exception, `type` for a class, `named_tuple`, else the name of the value's type.
    fn copy_kind(&mut self, x: &Val<D>, at: Span) -> Result<String, Fault> {
        if let Some(obj) = self.domain.as_object(x) {
            if let (Some(b), Some(_)) = (obj.class.builtin_type(), obj.base.get()) {
                if !b.imported_only() && obj.class.lookup("__getattr__").is_none() {
                    return Ok("subclass".to_owned());
                }
                let (name, b) = (&obj.class.name, b.name());
                return Err(Fault::unsupported(
                    format!(
                        "copying an instance of `{name}`, a class deriving from `{b}` (copy its `{b}` as `{b}(x)`)"
                    ),
                    at,
                ));
            }
            let hooks = ["__copy__", "__deepcopy__"].iter().all(|h| obj.class.lookup(h).is_some());
            if obj.class.lookup("__getattr__").is_some() && !hooks {
                // CPython's `copy` asks the instance (and the blank copy, before any field is
                // set) for `__deepcopy__` and `__setstate__`, so its `__getattr__` runs there.
                let message = format!(
                    "copying an instance of `{}`, whose class defines `__getattr__` (CPython's copy asks it for `__deepcopy__` and `__setstate__`)",
                    obj.class.name
                );
                return Err(Fault::unsupported(message, at));
            }
            let kind = if obj.class.enum_role.is_some() {
                "enum"
            } else if obj.class.exception_root().is_some() {
                "exception"
            } else {
                "instance"
            };
            return Ok(kind.to_owned());
        }
        if self.domain.as_named_tuple(x).is_some() {
            return Ok("named_tuple".to_owned());
        }
        let name = self.type_name(x, at)?;
        if name != "object" {
            return Ok(name.rsplit('.').next().unwrap_or(&name).to_owned());
        }
        // Values without a type of their own here: functions and methods, `re`'s natives,
        // generators and the other iterators.
        let callable = self.domain.builtin(Builtin::Callable, vec![x.clone()], Vec::new(), at)?;
        if self.domain.truth(&callable, at)? {
            return Ok("function".to_owned());
        }
        let shown = self.domain.show(x);
        let kind = if shown.starts_with("re.compile(") {
            "Pattern"
        } else if shown.starts_with("<re.Match") {
            "Match"
        } else if shown.starts_with("<generator") {
            "generator"
        } else {
            "iterator"
        };
        Ok(kind.to_owned())
    }

    pub(super) fn instance_of(&self, x: &Val<D>, at: Span) -> Result<Rc<Instance<Val<D>>>, Fault> {
        self.domain.as_object(x).ok_or_else(|| Fault::internal("<copy> takes an instance of a program class", at))
    }
}
