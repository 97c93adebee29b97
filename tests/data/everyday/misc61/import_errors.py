"""Optional dependencies loaded inside a function, and the errors a plugin loader raises and
reports, as an agent's tool script does."""


def load_yaml(text):
    try:
        import fastyaml_ext
    except ImportError as e:
        print(f"missing {e.name!r}: {e} (msg={e.msg!r}, path={e.path})", type(e).__name__)
        return None
    return fastyaml_ext.load(text)


def find_plugin(name, known):
    if name not in known:
        raise ModuleNotFoundError(f"No module named {name!r}", name=name)
    return known[name]


def main():
    print(load_yaml("a: 1"))
    known = {"csv": "builtin csv"}
    for name in ["csv", "toml_plugin"]:
        try:
            print(find_plugin(name, known))
        except ImportError as e:
            print("plugin error:", e.name, e.path, e.msg, e.args, repr(e))
    e = ImportError("cannot import name 'x'", name="pkg", path="/lib/pkg.py")
    print(e.name, e.path, e.msg, str(e))
    bare = ImportError()
    print(bare.name, bare.path, bare.msg, bare.args)
    two = ImportError("a", "b")
    print(two.msg, two.args)
    try:
        ImportError("x", module="m")
    except TypeError as err:
        print("TypeError:", err)
    try:
        ValueError("x", name="m")
    except TypeError as err:
        print("TypeError:", err)


if __name__ == "__main__":
    main()
