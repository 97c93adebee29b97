//! `set(xs)`, `frozenset(xs)`, `Counter(xs)` and `dict(pairs)` built one item at a time when the items may be
//! instances the program hashes (`datetime`s, a class with its own `__hash__`), from a
//! generator or an iterator. Before an operation hashes keys, `hashed_keys` asks the program
//! for their hashes, which it can do only for items it can read without running anything; a
//! generator's items exist only as it runs, and an iterator's stay unread past a raising
//! `__hash__`. CPython takes one item, hashes and stores it, then takes the next, so the table is
//! built here the same way, each item added by a keyed operation of its own: the program's
//! `__hash__`/`__eq__` run in CPython's order, interleaved with the generator's body.

use super::{BuildKind, Evaluator, Fault, Val};
use crate::ir::{Builtin, Method};
use crate::source::Span;
use std::rc::Rc;

impl<'p, D: super::Domain + 'p> Evaluator<'p, D> {
    /// A builtin's call whose items may be keys the program hashes: built item by item where
    /// `keyed_items` says so, else with the keys' hashes asked first (`builtin_keyed`).
    pub(super) fn builtin_items_keyed(
        &mut self,
        b: Builtin,
        args: Vec<Val<D>>,
        kwargs: Vec<(Rc<str>, Val<D>)>,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        match self.keyed_items(b, &args, &kwargs, at)? {
            Some(table) => Ok(table),
            None => self.builtin_keyed(b, args, kwargs, at),
        }
    }

    /// `builtin_on_lazy`, save that a table of a generator's items whose hashes may be the
    /// program's is built here, item by item, rather than from the drained generator.
    pub(super) fn builtin_on_lazy_keyed(
        &mut self,
        b: Builtin,
        args: Vec<Val<D>>,
        kwargs: &mut Vec<(Rc<str>, Val<D>)>,
        at: Span,
    ) -> Result<Result<Val<D>, Vec<Val<D>>>, Fault> {
        match self.keyed_items(b, &args, kwargs, at)? {
            Some(table) => Ok(Ok(table)),
            None => self.builtin_on_lazy(b, args, kwargs, at),
        }
    }

    /// The table `b(arg)` builds, item by item, where that is needed to hash the items as
    /// CPython does; `None` where the call goes its ordinary way.
    fn keyed_items(
        &mut self,
        b: Builtin,
        args: &[Val<D>],
        kwargs: &[(Rc<str>, Val<D>)],
        at: Span,
    ) -> Result<Option<Val<D>>, Fault> {
        let counter = b == Builtin::Counter;
        let pairs = b == Builtin::Dict;
        if !(counter || pairs || matches!(b, Builtin::Set | Builtin::Frozenset))
            || args.len() != 1
            || !kwargs.is_empty()
        {
            return Ok(None);
        }
        if !self.keyed_objects() {
            return Ok(None);
        }
        let arg = &args[0];
        let lazy = self.domain.as_lazy(arg);
        // An iterator (`iter(xs)`) is read one item at a time, as a generator is: a `__hash__`
        // that raises leaves the items after it unread.
        let iterator = lazy.is_none() && self.domain.is_iterator(arg);
        // A `Counter` of a list (or set, deque, dict view) counts its items through the
        // generic path, which hashes a container's items only for the builtins that build
        // plain tables.
        let sequence = counter && lazy.is_none() && !iterator && self.holds_countable_items(arg, at)?;
        if lazy.is_none() && !iterator && !sequence {
            return Ok(None);
        }
        let kind = if counter || pairs { b } else { Builtin::Set };
        let table = self.domain.builtin(kind, Vec::new(), Vec::new(), at)?;
        let mut index = 0usize;
        let mut add = |ev: &mut Self, item: Val<D>| -> Result<(), Fault> {
            if pairs {
                // `dict(it)`: each item a pair, counted from the first for CPython's message.
                let pair = ev.update_pair(item, index, at)?;
                index += 1;
                let one = ev.domain.build(BuildKind::List, vec![pair], at)?;
                ev.method_keyed(Method::Update, table.clone(), vec![one], Vec::new(), at)?;
            } else if counter {
                let one = ev.domain.build(BuildKind::List, vec![item], at)?;
                ev.method_keyed(Method::Update, table.clone(), vec![one], Vec::new(), at)?;
            } else {
                ev.method_keyed(Method::Add, table.clone(), vec![item], Vec::new(), at)?;
            }
            Ok(())
        };
        match lazy {
            Some(lazy) => {
                while let Some(item) = self.gen_next(&lazy, at)? {
                    add(self, item)?;
                }
            }
            None if iterator => {
                let mut source = self.gen_source(arg.clone(), at)?;
                while let Some(item) = self.gen_pull(&mut source, at)? {
                    add(self, item)?;
                }
            }
            None => {
                for item in self.collect(arg.clone(), at)? {
                    add(self, item)?;
                }
            }
        }
        if b == Builtin::Frozenset {
            return self.builtin_keyed(Builtin::Frozenset, vec![table], Vec::new(), at).map(Some);
        }
        Ok(Some(table))
    }

    /// Whether `Counter(arg)` counts the items of `arg` one by one (a list, tuple, set,
    /// frozenset, deque or dict view, which may hold instances), rather than copying the
    /// counts of a mapping or iterating a value of the program.
    fn holds_countable_items(&mut self, arg: &Val<D>, at: Span) -> Result<bool, Fault> {
        if self.is_object(arg) {
            return Ok(false);
        }
        for b in [Builtin::List, Builtin::Tuple, Builtin::Set, Builtin::Frozenset, Builtin::Deque] {
            if self.is_builtin_instance(arg, b, at)? {
                return Ok(true);
            }
        }
        let name = self.type_name(arg, at)?;
        Ok(matches!(name.as_str(), "dict_keys" | "dict_values" | "dict_items"))
    }
}
