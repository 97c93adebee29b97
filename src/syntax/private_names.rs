//! CPython's private name mangling, done once on the parsed tree. Inside a class body
//! (its methods and the functions, lambdas and comprehensions nested in them included), an
//! identifier of the form `__spam` (two leading underscores, not two trailing) is written
//! `_Class__spam`: a name, an attribute (`self.__total`), a parameter, a function or class
//! defined there, a `global` or `nonlocal` name, an exception or pattern capture, an import's
//! binding. So `obj.__total` outside the class, or in a subclass, is an `AttributeError` as in
//! CPython, while the class itself reads what it stored. Keyword names of calls and strings
//! (`getattr(obj, "__total")`) keep their spelling, as CPython keeps them.

use rustpython_parser::ast::fold::{self, Fold};
use rustpython_parser::ast::{self, text_size::TextRange, Identifier};
use std::convert::Infallible;

/// `body` with every private name inside a class mangled; the tree as it is when the text
/// holds no identifier that could be one.
pub fn mangle(body: Vec<ast::Stmt>, text: &str) -> Vec<ast::Stmt> {
    if !may_hold_private_name(text) {
        return body;
    }
    let mut mangler = Mangler { class: None };
    match mangler.fold(body) {
        Ok(body) => body,
        Err(never) => match never {},
    }
}

/// Whether `text` has `__` followed by an identifier that does not end with `__` (a quick
/// look, so a program without private names is not copied).
fn may_hold_private_name(text: &str) -> bool {
    let bytes = text.as_bytes();
    let ident = |b: u8| b.is_ascii_alphanumeric() || b == b'_' || b >= 0x80;
    let mut i = 0;
    while let Some(found) = text[i..].find("__") {
        let start = i + found;
        let end = start + bytes[start..].iter().take_while(|b| ident(**b)).count();
        let word = &text[start..end];
        if (start == 0 || !ident(bytes[start - 1])) && word.len() > 2 && is_private(word) {
            return true;
        }
        i = end.max(start + 2);
    }
    false
}

fn is_private(name: &str) -> bool {
    name.starts_with("__") && !name.ends_with("__") && !name.contains('.')
}

/// The folder: the name of the innermost class around the node, its leading underscores
/// taken off (`None` outside classes, and in a class named only by underscores, whose names
/// CPython leaves alone).
struct Mangler {
    class: Option<String>,
}

impl Mangler {
    fn name(&self, id: Identifier) -> Identifier {
        match &self.class {
            Some(class) if is_private(id.as_str()) => Identifier::new(format!("_{class}{}", id.as_str())),
            _ => id,
        }
    }

    fn maybe(&self, id: Option<Identifier>) -> Option<Identifier> {
        id.map(|id| self.name(id))
    }

    /// The names a class body's `__slots__ = ("__x", ...)` lists: CPython mangles them when it
    /// makes the class, so `self.__x` finds its slot.
    fn slot_names(&self, body: &mut [ast::Stmt]) {
        for stmt in body {
            let ast::Stmt::Assign(assign) = stmt else { continue };
            if !matches!(assign.targets.as_slice(), [ast::Expr::Name(n)] if n.id.as_str() == "__slots__") {
                continue;
            }
            let items = match &mut *assign.value {
                ast::Expr::Tuple(t) => &mut t.elts,
                ast::Expr::List(l) => &mut l.elts,
                _ => continue,
            };
            for item in items {
                if let ast::Expr::Constant(ast::ExprConstant { value: ast::Constant::Str(text), .. }) = item {
                    *text = self.name(Identifier::new(text.clone())).as_str().to_owned();
                }
            }
        }
    }
}

impl Fold<TextRange> for Mangler {
    type TargetU = TextRange;
    type Error = Infallible;
    type UserContext = ();

    fn will_map_user(&mut self, _user: &TextRange) {}

    fn map_user(&mut self, user: TextRange, _context: ()) -> Result<TextRange, Infallible> {
        Ok(user)
    }

    fn fold_stmt_class_def(&mut self, node: ast::StmtClassDef) -> Result<ast::StmtClassDef, Infallible> {
        // The bases, keywords and decorators belong to the enclosing scope; the body to the
        // class, which mangles by its own name as written.
        let own = node.name.as_str().trim_start_matches('_');
        let inner = (!own.is_empty()).then(|| own.to_owned());
        let ast::StmtClassDef { name, bases, keywords, body, decorator_list, type_params, range } = node;
        let name = self.name(name);
        let bases = self.fold(bases)?;
        let keywords = self.fold(keywords)?;
        let decorator_list = self.fold(decorator_list)?;
        let type_params = self.fold(type_params)?;
        let outer = std::mem::replace(&mut self.class, inner);
        let body = self.fold(body);
        let mut body = body?;
        self.slot_names(&mut body);
        self.class = outer;
        Ok(ast::StmtClassDef { name, bases, keywords, body, decorator_list, type_params, range })
    }

    fn fold_stmt_function_def(&mut self, mut node: ast::StmtFunctionDef) -> Result<ast::StmtFunctionDef, Infallible> {
        node.name = self.name(node.name);
        fold::fold_stmt_function_def(self, node)
    }

    fn fold_stmt_async_function_def(
        &mut self,
        mut node: ast::StmtAsyncFunctionDef,
    ) -> Result<ast::StmtAsyncFunctionDef, Infallible> {
        node.name = self.name(node.name);
        fold::fold_stmt_async_function_def(self, node)
    }

    fn fold_expr_name(&mut self, mut node: ast::ExprName) -> Result<ast::ExprName, Infallible> {
        node.id = self.name(node.id);
        Ok(node)
    }

    fn fold_expr_attribute(&mut self, mut node: ast::ExprAttribute) -> Result<ast::ExprAttribute, Infallible> {
        node.attr = self.name(node.attr);
        fold::fold_expr_attribute(self, node)
    }

    fn fold_arg(&mut self, mut node: ast::Arg) -> Result<ast::Arg, Infallible> {
        node.arg = self.name(node.arg);
        fold::fold_arg(self, node)
    }

    fn fold_stmt_global(&mut self, mut node: ast::StmtGlobal) -> Result<ast::StmtGlobal, Infallible> {
        node.names = node.names.into_iter().map(|n| self.name(n)).collect();
        Ok(node)
    }

    fn fold_stmt_nonlocal(&mut self, mut node: ast::StmtNonlocal) -> Result<ast::StmtNonlocal, Infallible> {
        node.names = node.names.into_iter().map(|n| self.name(n)).collect();
        Ok(node)
    }

    fn fold_excepthandler_except_handler(
        &mut self,
        mut node: ast::ExceptHandlerExceptHandler,
    ) -> Result<ast::ExceptHandlerExceptHandler, Infallible> {
        node.name = self.maybe(node.name);
        fold::fold_excepthandler_except_handler(self, node)
    }

    fn fold_pattern_match_as(&mut self, mut node: ast::PatternMatchAs) -> Result<ast::PatternMatchAs, Infallible> {
        node.name = self.maybe(node.name);
        fold::fold_pattern_match_as(self, node)
    }

    fn fold_pattern_match_star(
        &mut self,
        mut node: ast::PatternMatchStar,
    ) -> Result<ast::PatternMatchStar, Infallible> {
        node.name = self.maybe(node.name);
        Ok(node)
    }

    fn fold_pattern_match_mapping(
        &mut self,
        mut node: ast::PatternMatchMapping,
    ) -> Result<ast::PatternMatchMapping, Infallible> {
        node.rest = self.maybe(node.rest);
        fold::fold_pattern_match_mapping(self, node)
    }

    fn fold_alias(&mut self, mut node: ast::Alias) -> Result<ast::Alias, Infallible> {
        // `import __m` binds the module's own name, which is mangled; the module looked up is not.
        match node.asname.take() {
            Some(asname) => node.asname = Some(self.name(asname)),
            None if self.class.is_some() && is_private(node.name.as_str()) => {
                node.asname = Some(self.name(node.name.clone()));
            }
            None => {}
        }
        Ok(node)
    }
}

#[cfg(test)]
mod tests {
    use super::may_hold_private_name;

    #[test]
    fn looks_for_private_names_only() {
        assert!(may_hold_private_name("self.__total = 0"));
        assert!(may_hold_private_name("__x = 1"));
        assert!(!may_hold_private_name("def __init__(self): return self.__class__.__name__"));
        assert!(!may_hold_private_name("a__b = 1; x = '__'"));
    }
}
