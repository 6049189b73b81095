#include "web_files.hpp"

#include <algorithm>
#include <fstream>
#include <sstream>

namespace djed::server {

namespace {

// The kinds of file served, by extension.
const std::map<std::string, std::string, std::less<>>& content_types() {
  static const std::map<std::string, std::string, std::less<>> types{
      {".html", "text/html; charset=utf-8"},  {".js", "text/javascript; charset=utf-8"},
      {".css", "text/css; charset=utf-8"},    {".svg", "image/svg+xml"},
      {".png", "image/png"},                  {".ico", "image/x-icon"},
      {".json", "application/json"},          {".txt", "text/plain; charset=utf-8"},
      {".woff2", "font/woff2"},               {".webmanifest", "application/manifest+json"},
  };
  return types;
}

// The page may load and fetch from this server alone, over its WebSocket
// too; no inline script or style, no plug-ins, no framing, no form sent away.
constexpr const char* kPolicy =
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; "
    "connect-src 'self'; manifest-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

std::vector<std::pair<std::string, std::string>> common_headers(const std::string& type) {
  return {{"Content-Type", type},
          {"Content-Security-Policy", kPolicy},
          {"X-Content-Type-Options", "nosniff"},
          {"X-Frame-Options", "DENY"},
          {"Referrer-Policy", "no-referrer"}};
}

WebFiles::Answer text_answer(int status, const std::string& text) {
  WebFiles::Answer answer;
  answer.status = status;
  answer.headers = common_headers("text/plain; charset=utf-8");
  answer.headers.push_back({"Cache-Control", "no-store"});
  answer.body = text + "\n";
  return answer;
}

// A name the server serves: letters, digits, '-', '_' and '.', not hidden.
bool plain_name(std::string_view name) {
  if (name.empty() || name.front() == '.') return false;
  return std::all_of(name.begin(), name.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_' ||
           c == '.';
  });
}

// An invite code's form in an address: "/K7QX" (what docs/protocol.md's codes are).
bool invite_path(std::string_view path) {
  if (path.size() < 2 || path.size() > 17 || path.front() != '/') return false;
  return std::all_of(path.begin() + 1, path.end(),
                     [](char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'); });
}

}  // namespace

Result<std::shared_ptr<const WebFiles>> WebFiles::load(const std::filesystem::path& folder) {
  namespace fs = std::filesystem;
  std::error_code ec;
  if (!fs::is_directory(folder, ec)) return make_error("the web folder " + folder.string() + " is not a folder");
  auto files = std::make_shared<WebFiles>();
  std::size_t bytes = 0;
  fs::recursive_directory_iterator it(folder, fs::directory_options::none, ec), end;
  if (ec) return make_error("cannot read the web folder " + folder.string() + ": " + ec.message());
  for (; it != end; it.increment(ec)) {
    if (ec) return make_error("cannot read the web folder " + folder.string() + ": " + ec.message());
    const fs::path& path = it->path();
    const std::string name = path.filename().string();
    if (!plain_name(name) || it.depth() >= kMaxDepth) {
      if (it->is_directory(ec)) it.disable_recursion_pending();
      continue;
    }
    if (!it->is_regular_file(ec)) continue;
    const auto type = content_types().find(path.extension().string());
    if (type == content_types().end()) continue;
    // Over the limits before anything large is read.
    bytes += it->file_size(ec);
    if (ec || files->files_.size() + 1 > kMaxFiles || bytes > kMaxBytes)
      return make_error("the web folder " + folder.string() + " holds more than " + std::to_string(kMaxFiles) +
                        " files or " + std::to_string(kMaxBytes >> 20) + " MiB");
    std::ifstream in(path, std::ios::binary);
    std::ostringstream body;
    body << in.rdbuf();
    if (!in) return make_error("cannot read " + path.string());
    std::string key;
    for (const auto& part : fs::relative(path, folder)) key += "/" + part.string();
    files->files_[key] = File{type->second, body.str()};
  }
  if (!files->files_.count("/index.html")) return make_error("the web folder " + folder.string() + " has no index.html");
  return std::shared_ptr<const WebFiles>(std::move(files));
}

std::optional<std::filesystem::path> WebFiles::installed_folder() {
  std::error_code ec;
  const auto program = std::filesystem::read_symlink("/proc/self/exe", ec);
  if (ec) return std::nullopt;
  auto folder = program.parent_path().parent_path() / "share" / "djed" / "web";
  if (!std::filesystem::exists(folder / "index.html", ec)) return std::nullopt;
  return folder;
}

std::shared_ptr<const WebFiles> WebFiles::none() {
  static const auto empty = std::make_shared<const WebFiles>();
  return empty;
}

WebFiles::Answer WebFiles::file_answer(const File& file, bool page) const {
  Answer answer;
  answer.headers = common_headers(file.type);
  // The page is asked again each time (it names the files of this version);
  // the rest may be kept a day.
  answer.headers.push_back({"Cache-Control", page ? "no-cache" : "public, max-age=86400"});
  answer.body = file.body;
  return answer;
}

WebFiles::Answer WebFiles::answer(std::string_view method, std::string_view target) const {
  if (method != "GET" && method != "HEAD") {
    Answer refused = text_answer(405, "Only GET and HEAD are answered here.");
    refused.headers.push_back({"Allow", "GET, HEAD"});
    return refused;
  }
  if (files_.empty())
    return text_answer(404, "This is a djed-server: connect to it with Djed or djed-cli (a WebSocket on this address).");
  std::string_view path = target.substr(0, target.find_first_of("?#"));
  if (path == "/") path = "/index.html";
  if (const auto file = files_.find(path); file != files_.end()) return file_answer(file->second, path == "/index.html");
  // An invite link opens the page, which joins or watches the game it names.
  if (invite_path(path)) return file_answer(files_.find("/index.html")->second, true);
  return text_answer(404, "Not found.");
}

}  // namespace djed::server
