# As index_by_text_caught.py, catching IndexError: the TypeError of a str index escapes on
# every run. Taking the str as a position out of range (IndexError) would have proved it.
# expect: failed
# inputs: ('a', 0.5), ('', 2.0), ('0', -1.0), ('xyz', 0.0)
def main(s: str, x: float) -> int:
    row = (10, 20)
    try:
        return row[s]
    except IndexError:
        return 0
