def main() -> None:
    python = {"ana", "ben", "cy", "dee", "eli"}
    rust = {"cy", "dee", "fay"}
    go = {"ben", "gus"}
    print("both:", sorted(python.intersection(rust)))
    print("either:", sorted(python.union(rust, go)))
    print("python only:", sorted(python.difference(rust, go)))
    print("exactly one of py/rust:", sorted(python.symmetric_difference(rust)))
    print("rust subset of python?", rust.issubset(python), {"cy"}.issubset(rust))
    print("python superset of go?", python.issuperset(go), python.issuperset(["ana"]))
    print("go and rust disjoint?", go.isdisjoint(rust), go.isdisjoint(python))
    everyone = set()
    everyone.update(python, rust, go)
    print("everyone:", len(everyone))
    everyone.difference_update(go)
    everyone.intersection_update(python | rust)
    everyone.symmetric_difference_update({"zed", "ana"})
    print("after updates:", sorted(everyone))
    everyone.remove("zed")
    everyone.discard("nobody")
    print("final:", sorted(everyone), len(everyone))
