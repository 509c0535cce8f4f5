#!/usr/bin/env python3
"""Plot ns per lookup against route count, Pathways' table against the two linear scans.

Reads the object that `pathways-benchmark --json` prints and writes an SVG, using only the
standard library. Both axes are logarithmic; the GitHub corpus (142 routes) is drawn as its own
marker because its URLs differ from the synthetic ones.

    swift run --package-path Benchmarks -c release pathways-benchmark --json > Benchmarks/Results/final.json
    python3 Benchmarks/Scripts/plot.py Benchmarks/Results/final.json Benchmarks/Results/lookup.svg
"""

import json
import math
import sys

WIDTH, HEIGHT = 800, 460
LEFT, RIGHT, TOP, BOTTOM = 90, 250, 50, 70
SERIES = [
    ("ns_per_lookup_table_by_size", "ns_per_match_github", "Pathways table", "#1f77b4"),
    ("ns_per_lookup_linear_by_size", "ns_per_lookup_linear_142", "naive linear scan", "#d62728"),
    ("ns_per_lookup_tuned_by_size", "ns_per_lookup_tuned_142", "tuned linear scan", "#ff7f0e"),
]


def log_ticks(low, high):
    first = math.floor(math.log10(low))
    last = math.ceil(math.log10(high))
    return [10 ** power for power in range(first, last + 1)]


def main(source, target):
    with open(source, encoding="utf-8") as handle:
        results = json.load(handle)
    sizes = results["table_sizes"]
    values = [v for key, github_key, _, _ in SERIES for v in results[key] + [results[github_key]]]
    x_ticks = log_ticks(min(sizes), max(sizes))
    y_ticks = log_ticks(min(values), max(values))
    x_low, x_high = math.log10(x_ticks[0]), math.log10(x_ticks[-1])
    y_low, y_high = math.log10(y_ticks[0]), math.log10(y_ticks[-1])
    plot_width = WIDTH - LEFT - RIGHT
    plot_height = HEIGHT - TOP - BOTTOM

    def x_of(size):
        return LEFT + (math.log10(size) - x_low) / (x_high - x_low) * plot_width

    def y_of(value):
        return TOP + plot_height - (math.log10(value) - y_low) / (y_high - y_low) * plot_height

    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" '
        f'font-family="sans-serif" font-size="12">',
        f'<rect width="{WIDTH}" height="{HEIGHT}" fill="white"/>',
        f'<text x="{LEFT}" y="28" font-size="15">ns per lookup (handle, path-only routes) against route count</text>',
    ]
    for tick in x_ticks:
        x = x_of(tick)
        parts.append(f'<line x1="{x:.1f}" y1="{TOP}" x2="{x:.1f}" y2="{TOP + plot_height}" stroke="#ddd"/>')
        parts.append(f'<text x="{x:.1f}" y="{TOP + plot_height + 18}" text-anchor="middle">{tick:,}</text>')
    for tick in y_ticks:
        y = y_of(tick)
        parts.append(f'<line x1="{LEFT}" y1="{y:.1f}" x2="{LEFT + plot_width}" y2="{y:.1f}" stroke="#ddd"/>')
        parts.append(f'<text x="{LEFT - 8}" y="{y + 4:.1f}" text-anchor="end">{tick:,}</text>')
    parts.append(
        f'<rect x="{LEFT}" y="{TOP}" width="{plot_width}" height="{plot_height}" fill="none" stroke="#333"/>'
    )
    parts.append(f'<text x="{LEFT + plot_width / 2}" y="{HEIGHT - 25}" text-anchor="middle">routes in the table</text>')
    parts.append(
        f'<text x="22" y="{TOP + plot_height / 2}" text-anchor="middle" '
        f'transform="rotate(-90 22 {TOP + plot_height / 2})">ns per lookup (median)</text>'
    )
    for index, (key, github_key, label, colour) in enumerate(SERIES):
        points = " ".join(f"{x_of(s):.1f},{y_of(v):.1f}" for s, v in zip(sizes, results[key]))
        parts.append(f'<polyline points="{points}" fill="none" stroke="{colour}" stroke-width="2"/>')
        for size, value in zip(sizes, results[key]):
            parts.append(f'<circle cx="{x_of(size):.1f}" cy="{y_of(value):.1f}" r="4" fill="{colour}"/>')
        gx, gy = x_of(142), y_of(results[github_key])
        parts.append(
            f'<rect x="{gx - 5:.1f}" y="{gy - 5:.1f}" width="10" height="10" fill="white" stroke="{colour}" stroke-width="2"/>'
        )
        legend_y = TOP + 20 + index * 40
        legend_x = LEFT + plot_width + 15
        parts.append(f'<line x1="{legend_x}" y1="{legend_y}" x2="{legend_x + 24}" y2="{legend_y}" stroke="{colour}" stroke-width="2"/>')
        parts.append(f'<text x="{legend_x + 30}" y="{legend_y + 4}">{label}, synthetic</text>')
        parts.append(
            f'<rect x="{legend_x + 7}" y="{legend_y + 13}" width="10" height="10" fill="white" stroke="{colour}" stroke-width="2"/>'
        )
        parts.append(f'<text x="{legend_x + 30}" y="{legend_y + 22}">{label}, GitHub (142)</text>')
    parts.append("</svg>")
    with open(target, "w", encoding="utf-8") as handle:
        handle.write("\n".join(parts) + "\n")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: plot.py RESULTS.json OUTPUT.svg")
    main(sys.argv[1], sys.argv[2])
