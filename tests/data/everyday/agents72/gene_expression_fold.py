"""Differential expression from a TSV of replicate counts: log2 fold change and t-like score."""
import math
import statistics as st

TSV = """gene\tctrl_1\tctrl_2\tctrl_3\ttreat_1\ttreat_2\ttreat_3
BRCA1\t120\t135\t128\t260\t244\t279
TP53\t880\t910\t870\t905\t890\t915
MYC\t45\t52\t40\t15\t18\t12
GAPDH\t5000\t5100\t4950\t5050\t4990\t5080
EGFR\t0\t2\t1\t30\t24\t41
IL6\t300\t15\t280\t310\t290\t20
"""
PSEUDO = 1.0


def log2fc(ctrl, treat):
    return math.log2((st.mean(treat) + PSEUDO) / (st.mean(ctrl) + PSEUDO))


def welch_t(a, b):
    va, vb = st.variance(a), st.variance(b)
    se = math.sqrt(va / len(a) + vb / len(b))
    return (st.mean(b) - st.mean(a)) / se if se else math.inf


def main():
    lines = TSV.strip().split("\n")
    header = lines[0].split("\t")
    ctrl_idx = [i for i, h in enumerate(header) if h.startswith("ctrl")]
    treat_idx = [i for i, h in enumerate(header) if h.startswith("treat")]
    results = []
    for line in lines[1:]:
        cells = line.split("\t")
        gene, values = cells[0], [int(c) for c in cells[1:]]
        row = dict(zip(header[1:], values))
        ctrl = [values[i - 1] for i in ctrl_idx]
        treat = [values[i - 1] for i in treat_idx]
        cv = st.stdev(ctrl) / st.mean(ctrl) if st.mean(ctrl) else float("nan")
        results.append((gene, log2fc(ctrl, treat), welch_t(ctrl, treat), cv, sum(row.values())))
    results.sort(key=lambda r: abs(r[1]), reverse=True)
    print(f"{'gene':<6} {'log2FC':>7} {'t':>8} {'ctrlCV':>7} {'total':>6}  call")
    for gene, fc, t, cv, total in results:
        if abs(fc) >= 1 and abs(t) >= 4:
            call = "UP" if fc > 0 else "DOWN"
        elif math.isnan(cv) or cv > 0.5:
            call = "noisy"
        else:
            call = "-"
        print(f"{gene:<6} {fc:7.3f} {t:8.2f} {cv:7.3f} {total:>6}  {call}")
    ups = [g for g, fc, t, *_ in results if fc >= 1 and t >= 4]
    print("upregulated:", ", ".join(sorted(ups)) or "none")
    corr = st.correlation([r[1] for r in results], [r[2] for r in results])
    print(f"corr(log2FC, t) = {corr:.4f}")


if __name__ == "__main__":
    main()
