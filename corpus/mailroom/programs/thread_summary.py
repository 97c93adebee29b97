import clauz3
from tools.mailroom.trusted.effects import fetch_inbox, send_email


def reply_depth(subject: str) -> int:
    return subject.lower().count("re:")


def main() -> str:
    subjects = fetch_inbox("threads", limit=8)
    ranked = subjects.copy()
    ranked.sort(key=reply_depth, reverse=True)
    deepest = ranked[0] if ranked else ""
    vowels = 0
    for ch in deepest:
        if ch in "aeiouAEIOU":
            vowels += 1
    words = []
    for subject in subjects:
        base = subject
        while base.lower().startswith("re:") or base.lower().startswith("fwd:"):
            base = base[base.find(":") + 1:].lstrip()
        words.extend(base.lower().split())
    common = sorted(set([w for w in words if words.count(w) > 1]))
    urgent_terms = set(["outage", "deadline", "legal"])
    hits = urgent_terms.intersection(set(words))
    topics = tuple(common)
    has_urgent = bool(hits)
    if "budget" in words:
        position = words.index("budget")
        words.insert(position, "[!]")
    print(f"deepest {deepest!r} depth={reply_depth(deepest)} vowels={vowels}")
    print("common", topics, "urgent", sorted(hits), "flag idx", words.index("[!]") if "[!]" in words else -1)
    if has_urgent:
        send_email("lead@example.org", "Threads needing attention", "\n".join(ranked[:3]), urgent=True)
    return " | ".join(topics)
