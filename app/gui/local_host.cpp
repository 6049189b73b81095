#include "local_host.hpp"

#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkInterface>
#include <QRandomGenerator>
#include <QUdpSocket>

#include "djed/online/protocol.hpp"
#include "embedded_server.hpp"
#include "web_files.hpp"

namespace djed::gui {

LocalHost::LocalHost(std::shared_ptr<PluginHost> games, QString data_folder, QObject* parent)
    : QObject(parent), games_(std::move(games)), data_folder_(std::move(data_folder)) {
  announcer_.setInterval(2000);
  connect(&announcer_, &QTimer::timeout, this, [this] { announce(); });
}

LocalHost::~LocalHost() { stop(); }

bool LocalHost::running() const { return server_ && server_->running(); }
int LocalHost::port() const { return running() ? server_->port() : 0; }
QString LocalHost::local_url() const {
  return running() ? QStringLiteral("ws://127.0.0.1:%1").arg(port()) : QString();
}

QStringList LocalHost::addresses() const {
  QStringList out;
  if (!running()) return out;
  if (!network_) return {local_url()};
  for (const QNetworkInterface& interface : QNetworkInterface::allInterfaces()) {
    const auto flags = interface.flags();
    if (!flags.testFlag(QNetworkInterface::IsUp) || !flags.testFlag(QNetworkInterface::IsRunning) ||
        flags.testFlag(QNetworkInterface::IsLoopBack))
      continue;
    for (const QNetworkAddressEntry& entry : interface.addressEntries())
      if (entry.ip().protocol() == QAbstractSocket::IPv4Protocol)
        out << QStringLiteral("ws://%1:%2").arg(entry.ip().toString()).arg(port());
  }
  // A computer without a network still plays against itself.
  if (out.isEmpty()) out << local_url();
  return out;
}

bool LocalHost::start(int port, const QString& name, bool network) {
  stop();
  problem_.clear();
  name_ = name;
  network_ = network;
  QDir().mkpath(data_folder_);
  server::ServerOptions options;
  options.data = data_folder_.toStdString();
  server_ = std::make_unique<server::EmbeddedServer>(options, games_);
  server::ListenOptions listen;
  listen.host = network ? "0.0.0.0" : "127.0.0.1";
  listen.port = static_cast<std::uint16_t>(port);
  serves_pages_ = false;
  if (const auto folder = server::WebFiles::installed_folder())
    if (auto pages = server::WebFiles::load(*folder)) {
      listen.web = std::move(pages).value();
      serves_pages_ = true;
    }
  const auto started = server_->start(listen);
  if (!started) {
    server_.reset();
    problem_ = tr("Games cannot be hosted on port %1: %2").arg(port).arg(QString::fromStdString(started.message()));
    emit changed();
    return false;
  }
  // Announced on the networks only when it is open to them.
  if (network) {
    udp_ = new QUdpSocket(this);
    instance_ = QString::number(QRandomGenerator::global()->generate64(), 36);
    announce();
    announcer_.start();
  }
  emit changed();
  return true;
}

void LocalHost::stop() {
  announcer_.stop();
  if (udp_ != nullptr && running()) announce(true);  // the lists drop it at once
  if (udp_ != nullptr) {
    udp_->deleteLater();
    udp_ = nullptr;
  }
  if (!server_) return;
  server_->stop();
  server_.reset();
  emit changed();
}

void LocalHost::announce(bool goodbye) {
  if (!running() || udp_ == nullptr) return;
  const QByteArray message = QJsonDocument(QJsonObject{{"djed", "host"},
                                                       {"protocol", online::kProtocolVersion},
                                                       {"name", name_},
                                                       {"port", port()},
                                                       {"id", instance_},
                                                       {"bye", goodbye}})
                                 .toJson(QJsonDocument::Compact);
  // To each network's broadcast address, and to this computer itself.
  for (const QNetworkInterface& interface : QNetworkInterface::allInterfaces()) {
    if (!interface.flags().testFlag(QNetworkInterface::IsUp) || !interface.flags().testFlag(QNetworkInterface::CanBroadcast))
      continue;
    for (const QNetworkAddressEntry& entry : interface.addressEntries())
      if (!entry.broadcast().isNull()) udp_->writeDatagram(message, entry.broadcast(), discovery_port_);
  }
  udp_->writeDatagram(message, QHostAddress::LocalHost, discovery_port_);
}

}  // namespace djed::gui
