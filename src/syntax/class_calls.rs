//! Calls of attributes that a class of the program may define: `super().name(...)` in a
//! method, and `x.name(...)`, resolved when they run.

use super::function::Lowerer;
use crate::ir::Const;
use crate::source::Span;
use rustpython_parser::ast;
use std::rc::Rc;

impl Lowerer<'_> {
    /// `super().name(...)` in a method, or `x.name(...)` where a class of the program defines
    /// `name` (resolved when it runs); `None` for any other call of an attribute.
    pub(super) fn lower_class_call(
        &mut self,
        a: &ast::ExprAttribute,
        c: &ast::ExprCall,
        span: Span,
    ) -> Option<crate::ir::ExprKind> {
        use crate::ir::{Expr, ExprKind, Method};
        let name: Rc<str> = Rc::from(a.attr.as_str());
        if let ast::Expr::Call(inner) = &*a.value {
            if matches!(&*inner.func, ast::Expr::Name(n) if n.id.as_str() == "super" && !self.is_variable("super")) {
                let class = self.env.current_class.borrow().clone();
                let receiver = self.scopes.last().and_then(|s| s.local_names.first().cloned());
                let direct = self.scopes.len() == self.env.method_depth.get() + 1;
                let (Some(class), Some(receiver), true, true) =
                    (class, receiver, direct, inner.args.is_empty() && inner.keywords.is_empty())
                else {
                    self.unsupported(
                        "`super()` is supported only without arguments, directly in a method of a class",
                        span,
                    );
                    return Some(ExprKind::Const(Const::None));
                };
                let at = self.span(&*a.value);
                let receiver = Expr { kind: self.resolve_load(&receiver, at), span: at };
                let (args, kwargs) = self.lower_args(c);
                let call = Box::new(crate::ir::MemberCall { receiver, name, args, kwargs });
                return Some(ExprKind::SuperCall { call, class });
            }
        }
        if !self.env.class_members.contains(&*name) || self.is_module_alias(&a.value) {
            return None;
        }
        let receiver = self.lower_expr(&a.value);
        let (args, kwargs) = self.lower_args(c);
        let fallback = Method::from_name(&name).filter(|m| m.receivers() != [crate::ir::ReceiverType::Relation]);
        let call = Box::new(crate::ir::MemberCall { receiver, name, args, kwargs });
        Some(ExprKind::AttrCall { call, fallback })
    }
}
