//! What tracebacks need of a program beyond its code: its files' text, the name CPython gives
//! the script, and where the module calls its target.

use super::{FuncId, ModuleValue, Program};
use crate::source::{SourceMap, Span};
use std::rc::Rc;

/// A program's `traceback`: what tracebacks show of its files.
#[derive(Debug, Default)]
pub struct TracebackInfo {
    /// Every file of the run, for the source lines tracebacks show.
    pub sources: Rc<SourceMap>,
    /// The program's file as tracebacks name it: CPython's `__file__` of a script, an
    /// absolute path.
    pub name: Rc<str>,
    /// The call of the target inside each entry call (`main()` of `sys.exit(main())`): the
    /// `<module>` frame of a traceback.
    pub entry_sites: Vec<(Rc<str>, Span)>,
}

impl Program {
    /// Whether function `id` computes a module-level value (`LIMIT = 24 * 60`, a hoisted
    /// default): code CPython runs in the module's own frame, `<module>`.
    pub fn is_module_code(&self, id: FuncId) -> bool {
        self.globals.iter().any(|g| matches!(g.initial, Some(ModuleValue::Computed(f)) if f == id))
    }

    /// The name a traceback gives `func`'s frame: `<module>` for module code (a computed value,
    /// a statement run as the module loads), else the function's name.
    pub fn frame_name(&self, func: &super::Function) -> Rc<str> {
        let module = self
            .globals
            .iter()
            .any(|g| matches!(g.initial, Some(ModuleValue::Computed(f)) if std::ptr::eq(self.function(f), func)));
        if module {
            Rc::from("<module>")
        } else {
            func.name.clone()
        }
    }
}
