#include "solver_checkpoint.hpp"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <memory>

namespace djed::solve {
namespace {

constexpr char kCheckpointMagic[8] = {'D', 'J', 'E', 'D', 'C', 'K', 'P', 'T'};
// 2 added how far the counting got; a checkpoint of format 1 was written
// once the counting was done.
constexpr std::uint64_t kFormat = 2;
constexpr std::uint64_t kFormatCounted = 1;

struct FileCloser {
  void operator()(std::FILE* f) const { std::fclose(f); }
};
using File = std::unique_ptr<std::FILE, FileCloser>;

// A fast checksum over 8-byte words (the tail byte by byte).
std::uint64_t mix(std::uint64_t h, const std::uint8_t* data, std::size_t n) {
  std::size_t i = 0;
  for (; i + 8 <= n; i += 8) {
    std::uint64_t w;
    std::memcpy(&w, data + i, 8);
    h = (h ^ w) * 0x9E3779B97F4A7C15ULL;
    h ^= h >> 29;
  }
  for (; i < n; ++i) h = (h ^ data[i]) * 0x100000001b3ULL;
  return h;
}

bool put(std::FILE* f, const void* data, std::size_t n) { return std::fwrite(data, 1, n, f) == n; }
bool get(std::FILE* f, void* data, std::size_t n) { return std::fread(data, 1, n, f) == n; }

}  // namespace

bool write_checkpoint(const std::filesystem::path& file, const CheckpointView& view) {
  const std::filesystem::path temporary = file.string() + ".new";
  {
    File f(std::fopen(temporary.c_str(), "wb"));
    if (!f) return false;
    const std::uint64_t tag_size = view.tag.size(), turns = static_cast<std::uint64_t>(*view.turns),
                        expanded = view.expanded->load();
    std::vector<std::uint64_t> pending(view.pending->words());
    for (std::uint64_t w = 0; w < pending.size(); ++w) pending[w] = view.pending->word(w);
    std::uint64_t sum = mix(0, view.values->data(), view.values->size());
    sum = mix(sum, view.state->data(), view.state->size());
    sum = mix(sum, reinterpret_cast<const std::uint8_t*>(pending.data()), pending.size() * 8);
    bool ok = put(f.get(), kCheckpointMagic, 8) && put(f.get(), &kFormat, 8) && put(f.get(), &tag_size, 8) &&
              put(f.get(), view.tag.data(), tag_size) && put(f.get(), &view.size, 8) && put(f.get(), &turns, 8) &&
              put(f.get(), &expanded, 8) && put(f.get(), view.valid, 8) && put(f.get(), view.counted, 8) &&
              put(f.get(), &sum, 8) &&
              put(f.get(), view.values->data(), view.values->size()) &&
              put(f.get(), view.state->data(), view.state->size()) &&
              put(f.get(), pending.data(), pending.size() * 8);
    if (!ok || std::fflush(f.get()) != 0) {
      f.reset();
      std::filesystem::remove(temporary);
      return false;
    }
  }
  std::error_code ec;
  std::filesystem::rename(temporary, file, ec);
  return !ec;
}

bool read_checkpoint(const std::filesystem::path& file, CheckpointView& view) {
  File f(std::fopen(file.c_str(), "rb"));
  if (!f) return false;
  char magic[8];
  std::uint64_t format = 0, tag_size = 0, size = 0, turns = 0, expanded = 0, valid = 0, counted = 0, sum = 0;
  if (!get(f.get(), magic, 8) || std::memcmp(magic, kCheckpointMagic, 8) != 0 || !get(f.get(), &format, 8) ||
      (format != kFormat && format != kFormatCounted) || !get(f.get(), &tag_size, 8) || tag_size > 1024)
    return false;
  std::string tag(tag_size, '\0');
  if (!get(f.get(), tag.data(), tag_size) || tag != view.tag || !get(f.get(), &size, 8) || size != view.size ||
      !get(f.get(), &turns, 8) || !get(f.get(), &expanded, 8) || !get(f.get(), &valid, 8))
    return false;
  if (format == kFormatCounted) counted = size;
  else if (!get(f.get(), &counted, 8) || counted > size) return false;
  if (!get(f.get(), &sum, 8)) return false;
  // Read in place (the solver's arrays are large); on failure they are
  // cleared again for a fresh start.
  auto& values = *view.values;
  auto& state = *view.state;
  std::vector<std::uint64_t> pending(view.pending->words());
  const bool read = get(f.get(), values.data(), size) && get(f.get(), state.data(), size) &&
                    get(f.get(), pending.data(), pending.size() * 8);
  std::uint64_t check = 0;
  if (read) {
    check = mix(0, values.data(), values.size());
    check = mix(check, state.data(), state.size());
    check = mix(check, reinterpret_cast<const std::uint8_t*>(pending.data()), pending.size() * 8);
  }
  if (!read || check != sum) {
    std::fill(values.begin(), values.end(), std::uint8_t{0});
    std::fill(state.begin(), state.end(), std::uint8_t{0});
    return false;
  }
  *view.turns = static_cast<int>(turns);
  view.expanded->store(expanded);
  *view.valid = valid;
  *view.counted = counted;
  for (std::uint64_t w = 0; w < pending.size(); ++w) view.pending->store(w, pending[w]);
  return true;
}

}  // namespace djed::solve
