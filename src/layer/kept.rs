//! Layers loaded on this thread, kept by their files: a session that loads many programs
//! against the same trusted layer (the fuzzer, a harness on the library API) checks and lowers
//! each layer once. What [`load`] gives depends on the layer's files alone, and they are the
//! first files of a program's source map, so a kept layer's files take the same ids again.
//! Only layers that loaded without errors are kept.

use super::{load_with, Layer, TrustedFile};
use crate::diag::Diagnostics;
use crate::kept::Kept;
use crate::source::SourceMap;
use std::cell::RefCell;
use std::rc::Rc;

/// Layers kept at most: past that, they start over.
const MAX_KEPT: usize = 256;

/// A layer as loaded: the source map holding its files, and the layer.
struct Loaded {
    map: SourceMap,
    layer: Layer,
}

type PerModules = Vec<(Vec<&'static str>, Rc<Loaded>)>;

thread_local! {
    /// Per set of files, the layers loaded with each set of modelled modules.
    static KEPT: RefCell<Kept<Vec<TrustedFile>, Rc<PerModules>>> = RefCell::new(Kept::new(MAX_KEPT));
}

/// [`load_with`], from this thread's kept layers when `files` (and the modelled modules
/// `pure`) were loaded before into an empty map (`map` then holds the same files as `load`
/// would have added).
pub fn load_kept(map: &mut SourceMap, files: &[TrustedFile], pure: &[&'static str]) -> Result<Layer, Diagnostics> {
    if !map.is_empty() || !crate::kept::keeps_loads() {
        return load_with(map, files, pure);
    }
    let kept = KEPT.with(|k| k.borrow().recall(files));
    if let Some((_, loaded)) = kept.as_ref().and_then(|per| per.iter().find(|(p, _)| p == pure)) {
        map.clone_from(&loaded.map);
        return Ok(loaded.layer.clone());
    }
    let layer = load_with(map, files, pure)?;
    let loaded = Rc::new(Loaded { map: map.clone(), layer: layer.clone() });
    let mut per: PerModules = kept.map(|per| (*per).clone()).unwrap_or_default();
    per.push((pure.to_vec(), loaded));
    KEPT.with(|k| k.borrow_mut().keep(files.to_vec(), Rc::new(per)));
    Ok(layer)
}
