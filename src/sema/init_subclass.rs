//! `__init_subclass__`: CPython's `type.__new__` calls the first one along a new class's
//! method resolution order after the class itself, as a class method of the new class, with
//! the keywords of its `class` statement (`class Csv(Exporter, name="csv")`). The call is
//! the hidden `<init_subclass>` lowering places right after the statement
//! (`syntax/init_subclass.rs`); `object.__init_subclass__`, reached when no base defines one
//! or through `super()`, does nothing and takes no keyword.

use super::call::Kwargs;
use super::{Domain, Evaluator, Fault, Val};
use crate::ir::{ClassDef, Const, Member};
use crate::source::Span;

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// `<init_subclass>(cls, **keywords)`: the hook of `cls`'s bases called for it.
    pub(super) fn init_subclass(
        &mut self,
        args: Vec<Val<D>>,
        kwargs: Kwargs<Val<D>>,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        let [cls] = <[Val<D>; 1]>::try_from(args)
            .map_err(|_| Fault::internal("<init_subclass> takes the class it was made for", at))?;
        let class = self
            .domain
            .as_class(&cls)
            .ok_or_else(|| Fault::internal("<init_subclass> of a value that is not a class", at))?;
        self.set_names(&cls, &class, at)?;
        match ClassDef::lookup_along(class.ancestors.iter().map(|c| &**c), "__init_subclass__").cloned() {
            Some(Member::ClassMethod(f)) => self.call_function(f, vec![cls], kwargs, at),
            Some(_) => Err(Fault::unsupported("an `__init_subclass__` that is not a method of the class", at)),
            None => self.object_init_subclass(&cls, kwargs.len(), at),
        }
    }

    /// `object.__init_subclass__` bound to the class `receiver`, given `given` arguments.
    pub(super) fn object_init_subclass(&mut self, receiver: &Val<D>, given: usize, at: Span) -> Result<Val<D>, Fault> {
        if given == 0 {
            return self.domain.constant(&Const::None, at);
        }
        let name = match self.domain.as_class(receiver) {
            Some(class) => class.qualname.to_string(),
            None => self.type_name(receiver, at)?,
        };
        Err(Fault::type_error(format!("{name}.__init_subclass__() takes no keyword arguments"), at))
    }
}
