def add(tasks, title, *, priority=2, tags=()):
    tasks.append({"title": title, "priority": priority, "tags": list(tags)})


def main() -> None:
    tasks = []
    add(tasks, "write report", priority=1, tags=("work",))
    add(tasks, "buy milk")
    add(tasks, "fix bike", tags=("home", "weekend"))
    add(tasks, "call bank", priority=1)
    urgent = [t["title"] for t in tasks if t["priority"] == 1]
    print("urgent:", urgent)
    del tasks[1]
    for i, t in enumerate(sorted(tasks, key=lambda t: (t["priority"], t["title"]))):
        tags = ", ".join(t["tags"]) or "-"
        print(f"{i + 1}. [{t['priority']}] {t['title']} ({tags})")
    for t in tasks:
        if "weekend" in t["tags"]:
            print("weekend task:", t["title"])
            break
    else:
        print("no weekend tasks")


if __name__ == "__main__":
    main()
