# `set(d)` of a dict holding terms is the set of its keys, a term key included: `in`, `len`,
# `-` and `sorted` read it as CPython does.
# expect: proved
# inputs: ("user",), ("b",), ("",), ("email",)
def main(k: str) -> int:
    form = {"user": k, "email": k + "@x"}
    form[k] = 1
    keys = set(form)
    assert "user" in keys and "email" in keys and k in keys
    assert len(keys) == (2 if k in ("user", "email") else 3)
    assert sorted(keys - {"user", "email"}) == ([] if k in ("user", "email") else [k])
    return len(keys)
