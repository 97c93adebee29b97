//! Layers loaded on this thread, kept by their files: a session that loads many programs
//! against the same trusted layer (the fuzzer, a harness on the library API) checks and lowers
//! each layer once. What [`load`] gives depends on the layer's files alone, and they are the
//! first files of a program's source map, so a kept layer's files take the same ids again.
//! Only layers that loaded without errors are kept.

use super::{load, Layer, TrustedFile};
use crate::diag::Diagnostics;
use crate::source::SourceMap;
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

/// Layers kept at most: past that, they start over.
const MAX_KEPT: usize = 256;

/// A layer as loaded: the source map holding its files, and the layer.
struct Loaded {
    map: SourceMap,
    layer: Layer,
}

thread_local! {
    static KEPT: RefCell<HashMap<Vec<TrustedFile>, Rc<Loaded>>> = RefCell::new(HashMap::new());
}

/// [`load`], from this thread's kept layers when `files` were loaded before into an empty map
/// (`map` then holds the same files as `load` would have added).
pub fn load_kept(map: &mut SourceMap, files: &[TrustedFile]) -> Result<Layer, Diagnostics> {
    if !map.is_empty() {
        return load(map, files);
    }
    if let Some(loaded) = KEPT.with(|k| k.borrow().get(files).cloned()) {
        map.clone_from(&loaded.map);
        return Ok(loaded.layer.clone());
    }
    let layer = load(map, files)?;
    KEPT.with(|k| {
        let mut kept = k.borrow_mut();
        if kept.len() >= MAX_KEPT {
            kept.clear();
        }
        kept.insert(files.to_vec(), Rc::new(Loaded { map: map.clone(), layer: layer.clone() }));
    });
    Ok(layer)
}
