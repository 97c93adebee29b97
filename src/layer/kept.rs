//! Layers loaded on this thread, kept by their files: a session that loads many programs
//! against the same trusted layer (the fuzzer, a harness on the library API) checks and lowers
//! each layer once. What [`load`] gives depends on the layer's files alone, and they are the
//! first files of a program's source map, so a kept layer's files take the same ids again.
//! Only layers that loaded without errors are kept.

use super::{load, Layer, TrustedFile};
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

thread_local! {
    static KEPT: RefCell<Kept<Vec<TrustedFile>, Rc<Loaded>>> = RefCell::new(Kept::new(MAX_KEPT));
}

/// [`load`], from this thread's kept layers when `files` were loaded before into an empty map
/// (`map` then holds the same files as `load` would have added).
pub fn load_kept(map: &mut SourceMap, files: &[TrustedFile]) -> Result<Layer, Diagnostics> {
    if !map.is_empty() {
        return load(map, files);
    }
    if let Some(loaded) = KEPT.with(|k| k.borrow().recall(files)) {
        map.clone_from(&loaded.map);
        return Ok(loaded.layer.clone());
    }
    let layer = load(map, files)?;
    let loaded = Rc::new(Loaded { map: map.clone(), layer: layer.clone() });
    KEPT.with(|k| k.borrow_mut().keep(files.to_vec(), loaded));
    Ok(layer)
}
