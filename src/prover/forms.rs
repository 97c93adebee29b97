//! The symbolic side of `del`, slice assignment, in-place operators on plain values, `**`
//! keywords and generators: on plain values the interpreter's own code; on lists of terms with
//! known bounds, the same splice; anything that depends on a term it cannot split is
//! `unsupported` (a skipped proof, never a guess).

use super::domain::{SymVal, Symbolic};
use super::lists::SymList;
use super::symval::unsupported_symbolic;
use crate::interp::Value;
use crate::ir::{BinOp, Method};
use crate::sema::{Domain, Fault, Lazy};
use crate::source::Span;
use std::rc::Rc;

impl Symbolic<'_> {
    pub(super) fn forms_lazy(&mut self, lazy: Lazy) -> SymVal {
        SymVal::Concrete(self.inner.lazy_value(lazy))
    }

    pub(super) fn forms_as_lazy(&self, v: &SymVal) -> Option<Lazy> {
        v.known().and_then(|v| self.inner.as_lazy(v))
    }

    /// An iterator of the interpreter, or one (`enumerate`, `zip`, `reversed` of terms) held
    /// as a list.
    pub(super) fn forms_is_iterator(&self, v: &SymVal) -> bool {
        if let SymVal::List(l) = v {
            return l.iterator.get();
        }
        v.known().is_some_and(|v| self.inner.is_iterator(v))
    }

    pub(super) fn forms_keyword(&mut self, key: &SymVal, at: Span) -> Result<Rc<str>, Fault> {
        match key.known() {
            Some(v) => self.inner.keyword_name(v, at),
            None => Err(unsupported_symbolic("a `**` keyword that is a symbolic value", at)),
        }
    }

    /// `del xs[i]` / `del d[k]`: what `pop` does, its result dropped (the same exception
    /// class when the index or key is missing).
    pub(super) fn forms_del_item(&mut self, obj: SymVal, index: SymVal, at: Span) -> Result<(), Fault> {
        self.no_mutation_in_rows("deleting an item", at)?;
        if let SymVal::Seq(q) = &obj {
            return self.seq_delete(q, &index, at);
        }
        if let Some(o) = obj.known() {
            let i = Self::concrete(index, "deleting an item at a symbolic index", at)?;
            return self.inner.del_item(o.clone(), i, at);
        }
        if matches!(obj, SymVal::List(_) | SymVal::Dict(_)) {
            return self.method(Method::Pop, obj, vec![index], Vec::new(), at).map(|_| ());
        }
        Err(unsupported_symbolic("`del` of an item of this value", at))
    }

    /// `a op= b` on plain values, done by the interpreter; a bytearray changes in place,
    /// which no row of a quantified loop may do.
    pub(super) fn forms_concrete_inplace(
        &mut self,
        op: BinOp,
        a: &Value,
        b: &Value,
        at: Span,
    ) -> Result<SymVal, Fault> {
        if matches!(a, Value::ByteArray(_)) {
            self.no_mutation_in_rows(&format!("`{}=` on a bytearray", op.symbol()), at)?;
        }
        self.inner.inplace(op, a.clone(), b.clone(), at).map(SymVal::Concrete)
    }

    pub(super) fn forms_assign_slice(
        &mut self,
        obj: SymVal,
        bounds: [Option<SymVal>; 3],
        items: Option<Vec<SymVal>>,
        at: Span,
    ) -> Result<(), Fault> {
        self.no_mutation_in_rows("assigning to a slice", at)?;
        let conv = |b: Option<SymVal>| b.map(|v| Self::concrete(v, "a slice with symbolic bounds", at)).transpose();
        let [a, b, c] = bounds;
        let bounds = [conv(a)?, conv(b)?, conv(c)?];
        if let SymVal::List(list) = &obj {
            return splice(list, &bounds, items, at);
        }
        let o = Self::concrete(obj, "slice assignment", at)?;
        let items = match items {
            Some(items) => Some(
                items
                    .into_iter()
                    .map(|v| Self::concrete(v, "assigning symbolic items to a slice", at))
                    .collect::<Result<Vec<Value>, _>>()?,
            ),
            None => None,
        };
        self.inner.assign_slice(o, bounds, items, at)
    }
}

fn splice(list: &Rc<SymList>, bounds: &[Option<Value>; 3], items: Option<Vec<SymVal>>, at: Span) -> Result<(), Fault> {
    list.mutable(at)?;
    let mut held = list.items.borrow_mut();
    crate::interp::splice_slice(&mut held, bounds, items, at)
}
