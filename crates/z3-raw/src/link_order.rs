//! libstdc++ ahead of libz3 in the binary's library search order.
//!
//! At exec the dynamic loader binds libz3's symbolic relocations (about 3,000; libz3 is linked
//! `BIND_NOW`) by asking each loaded object in turn: the binary, then the libraries it names, in
//! link order, then theirs. libstdc++ is only libz3's own dependency, so each of libz3's
//! references into it (its C++ runtime) was answered last, after the binary, libm, libz3, zlib,
//! libgcc and libc had each been asked. Naming libstdc++ in this crate, which the link lists
//! before `z3-sys`'s `-lz3`, makes it one of the binary's first libraries: 0.43 M fewer
//! instructions in the dynamic loader, of a small proof's 14.1 M.

#[link(name = "stdc++")]
unsafe extern "C" {
    /// One function of libstdc++'s C ABI, referred to (never called) so that the linker, which
    /// keeps a library only when something refers to it, records libstdc++ at this point.
    fn __cxa_pure_virtual();
}

/// Refers to libstdc++ from code the binary keeps (see the module's documentation); called
/// where the process readies Z3's heap.
pub(crate) fn name_libstdcxx() {
    std::hint::black_box(__cxa_pure_virtual as unsafe extern "C" fn());
}
