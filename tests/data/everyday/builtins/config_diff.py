def main() -> None:
    old = {"host": "a.example", "port": 80, "tls": False, "workers": 4, "debug": True}
    new = {"host": "b.example", "port": 443, "tls": True, "workers": 4, "timeout": 30}
    added = sorted(set(new).difference(old))
    removed = sorted(set(old).difference(new))
    common = set(old).intersection(new)
    changed = sorted([k for k in common if old[k] != new[k]])
    same = sorted(common.difference(changed))
    for k in added:
        print(f"+ {k} = {new[k]!r}")
    for k in removed:
        print(f"- {k} = {old[k]!r}")
    for k in changed:
        print(f"~ {k}: {old[k]!r} -> {new[k]!r}")
    print("unchanged:", same)
    print("breaking:", any([k in ("host", "port") for k in changed]), "keys union:", len(set(old).union(new)))
