import difflib
import textwrap

OLD = """\
1. Services. Provider shall deliver the Services described in Schedule A.
2. Fees. Client shall pay the fees within thirty (30) days of invoice.
3. Term. This Agreement starts on the Effective Date and lasts one (1) year.
4. Termination. Either party may terminate with sixty (60) days notice.
5. Liability. Liability is capped at the fees paid in the prior twelve months.
6. Governing Law. This Agreement is governed by the laws of England.
"""

NEW = """\
1. Services. Provider shall deliver the Services described in Schedule A.
2. Fees. Client shall pay the fees within forty-five (45) days of invoice.
3. Term. This Agreement starts on the Effective Date and lasts two (2) years.
4. Termination. Either party may terminate with sixty (60) days written notice.
5. Liability. Liability is capped at the fees paid in the prior twelve months.
6. Data Protection. Each party shall comply with applicable data protection law.
7. Governing Law. This Agreement is governed by the laws of England.
"""


def word_redline(a: str, b: str) -> str:
    aw, bw = a.split(), b.split()
    out = []
    sm = difflib.SequenceMatcher(None, aw, bw)
    for tag, i1, i2, j1, j2 in sm.get_opcodes():
        if tag == "equal":
            out.extend(aw[i1:i2])
        if tag in ("delete", "replace"):
            out.append("[-" + " ".join(aw[i1:i2]) + "-]")
        if tag in ("insert", "replace"):
            out.append("{+" + " ".join(bw[j1:j2]) + "+}")
    return " ".join(out)


def main():
    old_lines, new_lines = OLD.splitlines(), NEW.splitlines()
    diff = list(difflib.unified_diff(old_lines, new_lines, "v1.txt", "v2.txt", n=0, lineterm=""))
    print("\n".join(diff))
    print()
    clauses_old = {l.split(". ", 2)[1]: l for l in old_lines}
    clauses_new = {l.split(". ", 2)[1]: l for l in new_lines}
    for title in clauses_new:
        if title not in clauses_old:
            print(f"ADDED   {title}")
        else:
            ratio = difflib.SequenceMatcher(None, clauses_old[title], clauses_new[title]).ratio()
            if ratio < 1:
                print(f"CHANGED {title} ({ratio:.2f})")
                print(textwrap.indent(textwrap.fill(word_redline(clauses_old[title], clauses_new[title]), 64), "        "))
    for title in clauses_old.keys() - clauses_new.keys():
        print(f"REMOVED {title}")
    print(difflib.get_close_matches("Termnation", list(clauses_new), n=2))
    print("".join(difflib.ndiff(["lasts one year\n"], ["lasts two years\n"])), end="")
    sm = difflib.SequenceMatcher(None, OLD, NEW)
    print(f"overall similarity {sm.ratio():.3f}, quick {sm.quick_ratio():.3f}",
          sm.find_longest_match(0, len(OLD), 0, len(NEW)).size)


if __name__ == "__main__":
    main()
