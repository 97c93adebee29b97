"""Turn user-supplied upload names into safe, unique, cross-platform file names."""
import re
import unicodedata
from collections import Counter

UPLOADS = [
    "Quarterly Report (FINAL).PDF",
    "quarterly report (final).pdf",
    "résumé – Zoë Müller.docx",
    "../../etc/passwd",
    "CON.txt",
    "   .hidden config   ",
    "photo:2024/05/01*.jpeg",
    "a" * 70 + ".tar.gz",
    "数据 表格.xlsx",
    "",
    "invoice #42?.pdf",
]

RESERVED = {"con", "prn", "aux", "nul", *(f"com{i}" for i in range(1, 10)), *(f"lpt{i}" for i in range(1, 10))}
MAX_STEM = 40
MULTI_EXT = (".tar.gz", ".tar.bz2")


def split_ext(name: str) -> tuple[str, str]:
    lower = name.lower()
    for ext in MULTI_EXT:
        if lower.endswith(ext):
            return name[: -len(ext)], ext
    stem, dot, ext = name.rpartition(".")
    if not dot or not stem:
        return name, ""
    return stem, "." + ext.lower()


def sanitize(name: str) -> str:
    name = name.replace("\\", "/").split("/")[-1].strip()
    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    stem, ext = split_ext(ascii_name)
    stem = re.sub(r"[^\w\s.-]", "", stem)
    stem = re.sub(r"[\s.]+", "-", stem).strip("-_").lower()
    if not stem:
        stem = "file"
    if stem in RESERVED:
        stem = f"{stem}_"
    if len(stem) > MAX_STEM:
        stem = stem[:MAX_STEM].rstrip("-")
    return stem + re.sub(r"[^a-z0-9.]", "", ext)


def main():
    seen: Counter[str] = Counter()
    results = []
    for original in UPLOADS:
        safe = sanitize(original)
        seen[safe] += 1
        if seen[safe] > 1:
            stem, ext = split_ext(safe)
            safe = f"{stem}-{seen[safe]}{ext}"
        results.append((original, safe))

    width = 34
    for original, safe in results:
        shown = original if len(original) <= width else original[: width - 3] + "..."
        print(f"{shown!r:<{width + 2}} -> {safe}")
    changed = sum(1 for o, s in results if o != s)
    print(f"\n{changed}/{len(results)} names changed")
    exts = Counter(split_ext(s)[1] or "(none)" for _, s in results)
    print("extensions:", ", ".join(f"{e}={n}" for e, n in sorted(exts.items())))
    print("longest:", max((s for _, s in results), key=len))
    print("NFKD of 'é':", [unicodedata.name(c) for c in unicodedata.normalize("NFKD", "é")])
    return changed


if __name__ == "__main__":
    main()
