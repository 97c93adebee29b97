//! A modelled module read as a value (`rng = random`, `def roll(rng=random)`, `m = math`):
//! lowered to a call of `Builtin::ModuleObject` whose keywords are the members a program may
//! read through it, each lowered as `module.name` is (functions of the module's model and
//! its constants). Effects, submodules and what the model leaves out are not among them:
//! reading one through the value is refused when it runs (`interp::module_value`).

use super::function::Lowerer;
use super::module_env::ModuleItem;
use crate::ir::{Builtin, Callee, Const, Expr, ExprKind, Kwarg};
use crate::source::Span;
use std::rc::Rc;

impl Lowerer<'_> {
    /// The module `dotted` as a value, made where it is read.
    pub(super) fn module_value(&mut self, dotted: &str, span: Span) -> ExprKind {
        let mut members: Vec<(&String, ExprKind)> = self
            .env
            .module_items
            .iter()
            .filter(|((module, name), _)| module == dotted && !name.starts_with('_') && !name.contains('.'))
            .filter_map(|((_, name), item)| {
                let kind = match item {
                    ModuleItem::Function(id) => ExprKind::FunctionRef(*id),
                    ModuleItem::Constant(c) => ExprKind::Const(c.clone()),
                    // A class module's computed value (`uuid.NAMESPACE_DNS`), computed as the
                    // module value is made; the run's builtin values (`sys.argv`) are not.
                    ModuleItem::RunValue(maker @ crate::ir::Callee::Function(_)) => {
                        super::function::run_value(maker.clone())
                    }
                    _ => return None,
                };
                Some((name, kind))
            })
            .collect();
        members.sort_by(|a, b| a.0.cmp(b.0));
        let kwargs = members
            .into_iter()
            .map(|(name, kind)| Kwarg { name: Some(Rc::from(name.as_str())), value: Expr { kind, span }, span })
            .collect();
        let name = Expr { kind: ExprKind::Const(Const::Str(Rc::new(dotted.into()))), span };
        ExprKind::Call { callee: Callee::Builtin(Builtin::ModuleObject), args: vec![name], kwargs }
    }
}
