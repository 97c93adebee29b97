"""Plan a repository restructure: map old paths to new ones, detect collisions, print git mv."""
from collections import Counter, defaultdict
from pathlib import PurePosixPath
import fnmatch
import textwrap

FILES = """
src/utils.py
src/utils_test.py
src/models/user.py
src/models/user_test.py
src/models/order.py
src/api/v1/handlers.py
src/api/v1/handlers_test.py
src/api/v2/handlers.py
scripts/migrate.py
scripts/seed_test.py
docs/README.md
README.md
""".split()

RULES = [
    ("src/*_test.py", "tests/{rel}"),
    ("src/**/*_test.py", "tests/{rel}"),
    ("src/api/v1/*", "legacy/api/{name}"),
    ("src/*", "app/{rel}"),
    ("scripts/*_test.py", "tests/scripts/{name}"),
]


def target_for(path: PurePosixPath):
    for pattern, template in RULES:
        if fnmatch.fnmatch(str(path), pattern.replace("**/", "*/")) or fnmatch.fnmatch(str(path), pattern):
            rel = path.relative_to("src") if path.parts[0] == "src" else path
            name = path.name
            if "tests/" in template:
                name = name.replace("_test.py", ".py")
                rel = rel.with_name("test_" + name)
                name = "test_" + name
            return PurePosixPath(template.format(rel=rel, name=name)), pattern
    return None, None


def main():
    moves = {}
    unmatched = []
    rule_hits = Counter()
    for raw in FILES:
        path = PurePosixPath(raw)
        new, rule = target_for(path)
        if new is None or new == path:
            unmatched.append(raw)
            continue
        moves[path] = new
        rule_hits[rule] += 1
    targets = defaultdict(list)
    for old, new in moves.items():
        targets[new].append(old)
    collisions = {t: olds for t, olds in targets.items() if len(olds) > 1}
    existing = set(FILES) - {str(p) for p in moves}
    clobbers = [str(t) for t in targets if str(t) in existing]
    for old, new in sorted(moves.items()):
        print(f"git mv {old} {new}")
    print(f"\n{len(moves)} moves, {len(unmatched)} untouched, {len(collisions)} collision(s)")
    for t, olds in collisions.items():
        print(f"  COLLISION {t} <- {', '.join(map(str, olds))}")
    for c in clobbers:
        print(f"  CLOBBER {c}")
    print("rule usage:")
    for pattern, _ in RULES:
        print(f"  {pattern:<20} {rule_hits[pattern]}")
    new_dirs = sorted({str(p.parent) for p in moves.values()})
    print(textwrap.shorten("mkdir -p " + " ".join(new_dirs), width=70, placeholder=" ..."))


if __name__ == "__main__":
    main()
