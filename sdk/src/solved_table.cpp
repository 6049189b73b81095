#include "djed/solved_table.hpp"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <utility>

namespace djed::solve {
namespace {

constexpr char kMagic[8] = {'D', 'J', 'E', 'D', 'S', 'O', 'L', 'V'};
constexpr std::uint64_t kFnvOffset = 0xcbf29ce484222325ULL;
constexpr std::uint64_t kFnvPrime = 0x100000001b3ULL;

void put64(std::ofstream& out, std::uint64_t v) {
  for (int i = 0; i < 8; ++i) out.put(static_cast<char>((v >> (8 * i)) & 0xFF));
}

std::uint64_t get64(const std::uint8_t* at) {
  std::uint64_t v = 0;
  for (int i = 0; i < 8; ++i) v |= static_cast<std::uint64_t>(at[i]) << (8 * i);
  return v;
}

// Format 2's checksum: FNV-1a byte by byte from `h` (one multiply after
// another, so a large table takes a third of a second).
std::uint64_t byte_checksum(std::uint64_t h, std::span<const std::uint8_t> values) {
  for (std::uint8_t v : values) {
    h ^= v;
    h *= kFnvPrime;
  }
  return h;
}

// Reads the header of a table of `size` bytes at `data`; on success `offset`
// is where the values begin.
struct Header {
  std::uint64_t format = 0, rules = 0, count = 0, sum = 0, offset = 0;
  std::string game;
};

Result<Header> parse_header(const std::uint8_t* data, std::uint64_t size, const std::string& name,
                            const std::string& game) {
  if (size < sizeof kMagic || std::memcmp(data, kMagic, sizeof kMagic) != 0)
    return make_error(name + ": not a solved-game table");
  Header h;
  std::uint64_t at = sizeof kMagic;
  auto next = [&](std::uint64_t& v) {
    if (size - at < 8) return false;
    v = get64(data + at);
    at += 8;
    return true;
  };
  if (!next(h.format)) return make_error(name + ": cut short in its header");
  if (h.format != 2 && h.format != kTableFormat)
    return make_error(name + ": table format " + std::to_string(h.format) + ", this program reads 2 and " +
                      std::to_string(kTableFormat));
  std::uint64_t name_size = 0;
  if (!next(name_size)) return make_error(name + ": cut short in its header");
  if (name_size > 256) return make_error(name + ": damaged header");
  if (size - at < name_size) return make_error(name + ": cut short in its header");
  h.game.assign(reinterpret_cast<const char*>(data + at), name_size);
  at += name_size;
  if (h.game != game) return make_error(name + ": a table of '" + h.game + "', not of '" + game + "'");
  if (!next(h.rules) || !next(h.count) || !next(h.sum)) return make_error(name + ": cut short in its header");
  if (size - at != h.count)
    return make_error(name + ": holds " + std::to_string(size - at) + " values, its header says " +
                      std::to_string(h.count));
  h.offset = at;
  return h;
}

}  // namespace

namespace {

// Format 3's checksum, fed in pieces: four lanes of FNV-1a over eight-byte
// words, word w in lane w % 4. Pieces before the last are whole groups of
// four words, so the lanes come out as over the whole at once.
class LaneChecksum {
 public:
  static constexpr std::size_t kGroup = 32;
  void add_groups(const std::uint8_t* data, std::size_t bytes) {
    // In locals: the lanes would otherwise go back to memory after every
    // word, as the bytes read might be the lanes themselves.
    std::uint64_t a = lane_[0], b = lane_[1], c = lane_[2], d = lane_[3];
    for (std::size_t at = 0; at + kGroup <= bytes; at += kGroup) {
      a = (a ^ word(data + at)) * kFnvPrime;
      b = (b ^ word(data + at + 8)) * kFnvPrime;
      c = (c ^ word(data + at + 16)) * kFnvPrime;
      d = (d ^ word(data + at + 24)) * kFnvPrime;
    }
    lane_[0] = a;
    lane_[1] = b;
    lane_[2] = c;
    lane_[3] = d;
  }
  // `rest`: the last bytes, fewer than a group.
  std::uint64_t finish(const std::uint8_t* rest, std::size_t bytes, std::uint64_t total) {
    std::size_t l = 0;
    bytes = std::min(bytes, kGroup - 1);
    for (; 8 * (l + 1) <= bytes; ++l) lane_[l] = (lane_[l] ^ word(rest + 8 * l)) * kFnvPrime;
    std::uint64_t tail = 0;
    for (std::size_t i = 8 * l; i < bytes; ++i) tail |= std::uint64_t{rest[i]} << (8 * (i - 8 * l));
    std::uint64_t h = (lane_[0] ^ tail) * kFnvPrime;
    for (std::size_t k = 1; k < 4; ++k) h = (h ^ lane_[k]) * kFnvPrime;
    return (h ^ total) * kFnvPrime;
  }

 private:
  static std::uint64_t word(const std::uint8_t* at) {
    std::uint64_t v;
    std::memcpy(&v, at, 8);  // little-endian machines only (x86-64, arm64)
    return v;
  }
  std::uint64_t lane_[4] = {kFnvOffset, kFnvOffset ^ 1, kFnvOffset ^ 2, kFnvOffset ^ 3};
};

}  // namespace

std::uint64_t checksum(std::span<const std::uint8_t> values) {
  LaneChecksum sum;
  const std::size_t whole = values.size() / LaneChecksum::kGroup * LaneChecksum::kGroup;
  sum.add_groups(values.data(), whole);
  return sum.finish(values.data() + whole, values.size() - whole, values.size());
}

Result<MappedTable> MappedTable::open(const std::filesystem::path& file, const std::string& game) {
  const std::string name = file.string();
  const int fd = ::open(name.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return make_error(name + ": cannot be opened");
  struct stat st {};
  if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
    ::close(fd);
    return make_error(name + ": not a file");
  }
  if (st.st_size == 0) {
    ::close(fd);
    return make_error(name + ": not a solved-game table");
  }
  MappedTable table;
  table.map_size_ = static_cast<std::size_t>(st.st_size);
  void* map = ::mmap(nullptr, table.map_size_, PROT_READ, MAP_SHARED, fd, 0);
  const int mapped_errno = errno;
  ::close(fd);  // the mapping keeps the file
  if (map == MAP_FAILED) return make_error(name + ": cannot be mapped (" + std::strerror(mapped_errno) + ")");
  table.map_ = map;
  const auto* data = static_cast<const std::uint8_t*>(map);
  auto header = parse_header(data, table.map_size_, name, game);
  if (!header) return header.error();
  table.values_ = data + header->offset;
  table.size_ = header->count;
  table.game_ = std::move(header->game);
  table.rules_ = header->rules;
  // The checksum reads every page once, in order, a piece at a time; the
  // pieces read are let go from this mapping (they stay in the page cache,
  // shared), so checking a table does not make a process hold it.
  ::madvise(map, table.map_size_, MADV_WILLNEED);
  constexpr std::size_t kPiece = std::size_t{8} << 20;  // a multiple of the page and of LaneChecksum::kGroup
  const auto page = static_cast<std::size_t>(::sysconf(_SC_PAGESIZE));
  const std::uint8_t* values = table.values_;
  const std::size_t count = table.size_;
  std::uint64_t byte_sum = kFnvOffset;
  LaneChecksum lane_sum;
  std::size_t done = 0;
  for (; done + kPiece <= count; done += kPiece) {
    if (header->format == 2)
      byte_sum = byte_checksum(byte_sum, {values + done, kPiece});
    else
      lane_sum.add_groups(values + done, kPiece);
    const std::size_t read_to = static_cast<std::size_t>(values + done + kPiece - data) / page * page;
    ::madvise(map, read_to, MADV_DONTNEED);
  }
  const std::size_t whole = done + (count - done) / LaneChecksum::kGroup * LaneChecksum::kGroup;
  lane_sum.add_groups(values + done, whole - done);
  const std::uint64_t sum = header->format == 2 ? byte_checksum(byte_sum, {values + done, count - done})
                                                : lane_sum.finish(values + whole, count - whole, count);
  ::madvise(map, table.map_size_, MADV_DONTNEED);
  ::madvise(map, table.map_size_, MADV_RANDOM);
  if (sum != header->sum) return make_error(name + ": damaged (the checksum disagrees)");
  return table;
}

MappedTable::MappedTable(MappedTable&& other) noexcept
    : map_(std::exchange(other.map_, nullptr)),
      map_size_(std::exchange(other.map_size_, 0)),
      values_(std::exchange(other.values_, nullptr)),
      size_(std::exchange(other.size_, 0)),
      game_(std::move(other.game_)),
      rules_(other.rules_) {}

MappedTable& MappedTable::operator=(MappedTable&& other) noexcept {
  if (this != &other) {
    if (map_) ::munmap(map_, map_size_);
    map_ = std::exchange(other.map_, nullptr);
    map_size_ = std::exchange(other.map_size_, 0);
    values_ = std::exchange(other.values_, nullptr);
    size_ = std::exchange(other.size_, 0);
    game_ = std::move(other.game_);
    rules_ = other.rules_;
  }
  return *this;
}

MappedTable::~MappedTable() {
  if (map_) ::munmap(map_, map_size_);
}

Result<void> write_table(const std::filesystem::path& file, const SolvedTable& table) {
  const std::filesystem::path temporary = file.string() + ".partial";
  {
    std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
    if (!out) return make_error(file.string() + ": cannot be written");
    out.write(kMagic, sizeof kMagic);
    put64(out, kTableFormat);
    put64(out, table.game.size());
    out.write(table.game.data(), static_cast<std::streamsize>(table.game.size()));
    put64(out, table.rules);
    put64(out, table.values.size());
    put64(out, checksum(table.values));
    out.write(reinterpret_cast<const char*>(table.values.data()), static_cast<std::streamsize>(table.values.size()));
    if (!out.flush()) return make_error(file.string() + ": writing failed (disk full?)");
  }
  std::error_code ec;
  std::filesystem::rename(temporary, file, ec);
  if (ec) return make_error(file.string() + ": " + ec.message());
  return {};
}

Result<SolvedTable> read_table(const std::filesystem::path& file, const std::string& game) {
  auto mapped = MappedTable::open(file, game);
  if (!mapped) return mapped.error();
  SolvedTable table;
  table.game = mapped->game();
  table.rules = mapped->rules();
  table.values.assign(mapped->values().begin(), mapped->values().end());
  return table;
}

}  // namespace djed::solve
