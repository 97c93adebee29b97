ROLES = {
    "viewer": {"read"},
    "editor": {"read", "write", "comment"},
    "admin": {"read", "write", "comment", "delete", "invite"},
    "auditor": frozenset({"read", "export"}),
}

USERS = {"ana": ["viewer", "auditor"], "ben": ["editor"], "cy": ["admin", "editor"], "dee": []}


def permissions(user):
    perms = set()
    for role in USERS[user]:
        perms |= ROLES[role]
    return perms


def main():
    for user in USERS:
        perms = permissions(user)
        print(f"{user:<4} {sorted(perms) if perms else '(none)'}")
    everyone = set.intersection(*(permissions(u) for u in USERS if USERS[u]))
    anyone = set().union(*(permissions(u) for u in USERS))
    print("common:", everyone, "| all:", sorted(anyone))
    print("editor-only vs viewer:", sorted(ROLES["editor"] - ROLES["viewer"]))
    print("sym diff:", sorted(ROLES["editor"] ^ ROLES["auditor"]))
    print(ROLES["viewer"] <= ROLES["editor"], ROLES["admin"] > ROLES["editor"],
          ROLES["auditor"].isdisjoint({"write"}), {"read"}.issuperset(set()))
    needed = {"write", "delete"}
    can = [u for u in USERS if needed <= permissions(u)]
    print("can write+delete:", can)
    fs = frozenset("abc")
    print(sorted(fs | {"z"}), type(fs | {"z"}).__name__, len({fs, frozenset("cba")}))
    s = {3, 1, 2}
    s.update([5, 4])
    s.difference_update({1})
    s.symmetric_difference_update({2, 9})
    print(sorted(s), s.pop() in {3, 4, 5, 9}, len(s))
    return sorted(permissions("cy") - permissions("ben"))


if __name__ == "__main__":
    main()
